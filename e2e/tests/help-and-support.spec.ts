import { expect, login, test } from '../support/fixtures';

// Help links (SPEC §6) per audience from the organisation's settings, and the support-chat
// adapter, which without a configured vendor loads nothing and fetches nothing.

test('an administrator sets the candidates’ help link (a script address refused); the candidate gets Help', async ({
  page,
  visit,
}) => {
  await login(page, 'wisselaar@demo.koers.nl');
  await page.getByRole('button', { name: /Stroomlijn Loopbaanadvies/ }).click();
  await expect(page.getByTestId('organization-switcher')).toHaveText('Omgeving: Stroomlijn Loopbaanadvies');
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Helplinks' });
  const field = card.getByLabel('Help voor kandidaten');
  await field.fill('javascript:alert(1)');
  await card.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    card.getByText('Vul een adres in dat begint met https:// of met / (een pagina binnen Koers).'),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Shown at the field, not as a failure of the app.
  await expect(page.getByText('Er ging iets mis!')).toHaveCount(0);
  await field.fill('https://help.example.nl/kandidaat');
  await card.getByRole('button', { name: 'Opslaan' }).click();
  await expect(card.getByText('De helplinks zijn opgeslagen.')).toBeVisible();
  await visit('help-links');
  // Staff of Stroomlijn got no link of their own: no Help for them.
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Help' })).toHaveCount(0);

  await page.context().clearCookies();
  await login(page, 'kandidaat@stroomlijn.demo.koers.nl');
  const help = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Help' });
  await expect(help).toHaveAttribute('href', 'https://help.example.nl/kandidaat');
});

test('without a configured support chat no third-party script is asked for, even for a member with the feature', async ({
  page,
  baseURL,
}) => {
  const own = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== own) elsewhere.push(request.url());
  });
  // Werkpad has SupportForProfessionals; this installation names no vendor.
  await login(page, 'coach@demo.koers.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Kandidaten Beheren' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByText('Support')).toHaveCount(0);
  expect(await page.evaluate(() => 'intercomSettings' in globalThis || 'Intercom' in globalThis)).toBe(false);
  expect(
    await page.locator('script[src^="http"]').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('src'))),
  ).toEqual([]);
  expect(elsewhere).toEqual([]);
});
