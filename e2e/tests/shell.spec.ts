import { expect, signIn, test } from '../support/fixtures';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

test('the account side sheet opens from the app bar and closes with Escape', async ({ page, visit }) => {
  await signIn(page, 'werkgever@demo.koers.nl');
  await page.getByRole('button', { name: 'Mijn account' }).click();
  const sheet = page.getByRole('dialog', { name: 'Mijn account' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Eva Visser')).toBeVisible();
  await expect(sheet.getByText('werkgever@demo.koers.nl')).toBeVisible();
  await visit('side-sheet');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  // Focus goes back to where it came from.
  await expect(page.getByRole('button', { name: 'Mijn account' })).toBeFocused();
});

// Every route name of SPEC §2.2 has its screen now; an unknown path still gets the page.
test('an unknown path shows page-not-found, with the way back to the start page', async ({ page, visit }) => {
  await signIn(page, 'kandidaat@demo.koers.nl', '/deze/pagina/bestaat/niet');
  await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  await visit('not-found');
  await page.getByRole('link', { name: 'Naar de startpagina', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welkom, Daan' })).toBeVisible();
});

test('the redirects of the route table', async ({ page }) => {
  await signIn(page, 'kandidaat@demo.koers.nl');
  for (const [from, to] of [
    ['/profile', /\/profile\/general$/],
    ['/profile/onzin', /\/profile\/general$/],
    // A candidate's search then starts from their postal code (issue 38.4).
    ['/vacancies', /\/vacancies\/internet(\?.*)?$/],
    // The legacy path of the organisation's vacancies keeps its search (SPEC §2.2: found).
    ['/vacancies/org?q=orderpicker', /\/vacancies\/found\?q=orderpicker$/],
    ['/settings/organization', /\/settings$/],
    [`/dossiers/${SOME_ID}/profile/onzin`, new RegExp(`/dossiers/${SOME_ID}/profile/general$`)],
  ] as const) {
    await page.goto(from);
    await expect(page).toHaveURL(to);
  }
});

test('a path whose id is no id says so (SPEC §8 Geen id gevonden)', async ({ page, visit }) => {
  await signIn(page, 'coach@demo.koers.nl', '/dossiers/123/profile/general');
  await expect(page.getByRole('heading', { level: 1, name: 'Geen id gevonden' })).toBeVisible();
  await visit('geen-id');
  await page.goto(`/dossiers/${SOME_ID}`);
  await expect(page.getByRole('heading', { name: 'Geen id gevonden' })).toHaveCount(0);
});

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await signIn(page, 'kandidaat@demo.koers.nl');
  await expect(page.getByRole('heading', { name: 'Welkom, Daan' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('without a session every page leads to login, and back to that page afterwards', async ({ page, context }) => {
  await signIn(page, 'kandidaat@demo.koers.nl');
  await expect(page.getByRole('heading', { name: 'Welkom, Daan' })).toBeVisible();
  await context.clearCookies();
  await page.goto('/pages');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fpages$/);
  await page.getByLabel('E-mailadres').fill('kandidaat@demo.koers.nl');
  await page.getByLabel('Wachtwoord').fill('Koers-demo-2026');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/pages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina’s' })).toBeVisible();
});

test('logging out from the account sheet ends the session', async ({ page }) => {
  await signIn(page, 'werkgever@demo.koers.nl');
  await page.getByRole('button', { name: 'Mijn account' }).click();
  await page.getByRole('dialog', { name: 'Mijn account' }).getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer is temporary and holds the mobile entries, including the install prompt', async ({
    page,
    visit,
  }) => {
    await signIn(page, 'kandidaat@demo.koers.nl');
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeHidden();
    // The browser offers installation (Chromium's beforeinstallprompt); the menu then offers it too.
    await page.evaluate(() => {
      const browserWindow = globalThis as any;
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      browserWindow.dispatchEvent(event);
    });
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button', { name: 'App installeren' })).toBeVisible();
    await visit('mobile-menu');
    await nav.getByRole('link', { name: 'Over Werkpad Re-integratie' }).click();
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  });
});

test('installable: the web manifest with the theme colour and icons that exist', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Koers',
    lang: 'nl',
    display: 'standalone',
    start_url: '/',
    theme_color: '#3C91E5',
  });
  for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
  }
  expect((manifest.icons as Array<{ purpose: string }>).some((icon) => icon.purpose === 'maskable')).toBe(true);
});
