import { expect, readMailbox, signIn, test, visitPage } from '../support/fixtures';
import { unique } from '../support/organizations';

test('the super user creates an organisation, whose invited administrator logs in; the change is recorded', async ({
  page,
  browser,
  baseURL,
  visit,
}) => {
  const origin = baseURL ?? '';
  const name = `Loopbaanhuis ${unique()}`;
  const email = `beheer-${unique()}@voorbeeld.nl`;
  await signIn(page, 'super@demo.koers.nl');
  await page.getByRole('link', { name: 'Organisaties' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organisaties' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Organisaties' });
  await expect(table.getByRole('row').filter({ hasText: 'Werkpad Re-integratie' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wijzigingen door super-users' })).toContainText(
    'Stroomlijn Loopbaanadvies',
  );
  await visit('maintainer-organizations');

  await page.getByRole('button', { name: 'Organisatie aanmaken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Organisatie aanmaken' });
  await dialog.getByLabel('Naam van de organisatie').fill(name);
  await dialog.getByLabel('Abonnement tot en met').fill('2027-12-31');
  await dialog.getByLabel('Hoofdkleur').fill('paars');
  await dialog.getByLabel('Naam van de beheerder').fill('Fatima El Amrani');
  await dialog.getByLabel('E-mailadres van de beheerder').fill(email);
  await dialog.getByRole('button', { name: 'Aanmaken en beheerder uitnodigen' }).click();
  await expect(dialog.getByText('Vul een kleur in als #RRGGBB.')).toBeVisible();
  await visit('maintainer-create-error');
  await dialog.getByLabel('Hoofdkleur').fill('#6A1B9A');
  await dialog.getByRole('button', { name: 'Aanmaken en beheerder uitnodigen' }).click();
  await expect(page.getByText('De organisatie is aangemaakt en de beheerder is uitgenodigd.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wijzigingen door super-users' })).toContainText(
    `${name}: Organisatie aangemaakt`,
  );
  await visit('maintainer-created');

  const [mail] = await readMailbox(origin, email);
  expect(mail?.subject).toBe(`Uitnodiging van ${name} voor Koers`);
  const path = /\/invitation\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
  const context = await browser.newContext({ baseURL: origin, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const admin = await context.newPage();
  await admin.goto(path);
  await admin.getByLabel('Kies een wachtwoord').fill('Beheer-wachtwoord-1');
  await admin.getByLabel('Herhaal het wachtwoord').fill('Beheer-wachtwoord-1');
  await admin.getByRole('button', { name: 'Wachtwoord opslaan en inloggen' }).click();
  await expect(admin.getByTestId('organization-switcher')).toHaveText(`Omgeving: ${name}`);
  await admin.goto('/settings/organization/members');
  await expect(admin.getByRole('table', { name: 'Collega’s' })).toContainText('Fatima El Amrani');
  await visitPage(admin, 'maintainer-new-administrator');
  await context.close();
});
