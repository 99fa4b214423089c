import { expect, expectMenu, login, test } from '../support/fixtures';

// Every demo login of the README, its context label (SPEC §1) and its menu (SPEC §6) as this
// build has it: entries of screens that are not built yet are left out.
const STAFF_MENU = ['Werkwijze en afspraken', 'UWV voor professionals'];
// 'Werkgevers' (the own organisation's employers with published vacancies) for all but account managers.
const EXPLORERS = ['Vacatures Verkennen', 'Werkgevers', 'Werkgevers op internet'];
const CASES = [
  {
    who: 'kandidaat',
    email: 'kandidaat@demo.koers.nl',
    label: 'Kandidaat',
    menu: [
      'Home',
      'Berichten',
      'Profiel',
      'Testen',
      'Tips',
      'Beroepen',
      ...EXPLORERS,
      'Over Werkpad Re-integratie',
      'Werk.nl',
    ],
    lands: /\/$/,
  },
  {
    who: 'werkgever',
    email: 'werkgever@demo.koers.nl',
    label: 'Werkgever',
    menu: [
      'Home',
      'Berichten',
      'Kandidaten Verkennen',
      'Vacatures Beheren',
      'Vacatures van internet',
      'Over Werkpad Re-integratie',
    ],
    lands: /\/$/,
  },
  {
    who: 'coach',
    email: 'coach@demo.koers.nl',
    label: 'Werkpad Re-integratie',
    menu: [
      'Berichten',
      'Kandidaten Beheren',
      'Kandidaten Verkennen',
      'Toolbox',
      'Beroepen',
      ...EXPLORERS,
      ...STAFF_MENU,
    ],
    lands: /\/dossiers$/,
  },
  {
    who: 'accountmanager',
    email: 'accountmanager@demo.koers.nl',
    label: 'Werkpad Re-integratie',
    menu: [
      'Berichten',
      'Kandidaten Verkennen',
      'Vacatures Beheren',
      'Vacatures Verkennen',
      'Werkgevers Beheren',
      'Werkgevers op internet',
      ...STAFF_MENU,
    ],
    lands: /\/showrooms$/,
  },
  {
    who: 'beheerder',
    email: 'beheerder@demo.koers.nl',
    label: 'Werkpad Re-integratie',
    menu: [
      'Berichten',
      'Kandidaten Beheren',
      'Kandidaten Verkennen',
      'Toolbox',
      'Beroepen',
      ...EXPLORERS,
      ...STAFF_MENU,
    ],
    lands: /\/dossiers$/,
  },
  {
    who: 'super',
    email: 'super@demo.koers.nl',
    label: 'Super-user',
    menu: ['Organisaties', ...EXPLORERS],
    lands: /\/maintainer\/organizations$/,
  },
];

for (const { who, email, label, menu, lands } of CASES) {
  test(`${who}: logs in, sees the context label and exactly the menu of SPEC §6`, async ({ page, visit }) => {
    await login(page, email);
    await expect(page.getByTestId('organization-switcher')).toHaveText(`Omgeving: ${label}`);
    // One context: the switcher is there but not usable.
    await expect(page.getByTestId('organization-switcher')).toBeDisabled();
    await expect(page).toHaveURL(lands);
    if (menu.length > 0) await expectMenu(page, menu);
    // Nothing built for this role yet: no (empty) drawer at all.
    else await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
    await visit(`menu-${who}`);
  });
}

test('members land on their first menu entry; candidates and contacts on their start page', async ({ page }) => {
  await login(page, 'coach@demo.koers.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Kandidaten Beheren' })).toBeVisible();
  await page.context().clearCookies();
  // An account manager's first entry is their showrooms (Kandidaten Verkennen, SPEC §6's order).
  await login(page, 'accountmanager@demo.koers.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Kandidaten Verkennen' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Werkwijze en afspraken' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Werkwijze en afspraken' })).toBeVisible();
  await expect(page.getByText('Een nieuw dossier krijgt binnen vijf werkdagen een intakegesprek.')).toBeVisible();
});

test('a candidate’s start page shows what the organisation offers them', async ({ page, visit }) => {
  await login(page, 'kandidaat@demo.koers.nl');
  await expect(page.getByRole('heading', { name: 'Welkom, Daan' })).toBeVisible();
  const pages = page.getByRole('region', { name: 'Informatie van Werkpad Re-integratie' });
  await pages.getByRole('link', { name: 'Over Werkpad Re-integratie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Over Werkpad Re-integratie' })).toBeVisible();
  await expect(page.getByText(/Bijgewerkt op \d{1,2} \w+ \d{4}/)).toBeVisible();
  await visit('custom-page');
  await page.getByRole('link', { name: 'Pagina’s' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina’s' })).toBeVisible();
  await visit('custom-pages');
});

test('a wrong password gives the Dutch error; an empty form the field messages', async ({ page, visit }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Vul een e-mailadres in.')).toBeVisible();
  await expect(page.getByText('Vul een wachtwoord in.')).toBeVisible();
  await page.getByLabel('E-mailadres').fill('kandidaat@demo.koers.nl');
  await page.getByLabel('Wachtwoord').fill('niet-het-wachtwoord');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Het e-mailadres of het wachtwoord is onjuist.');
  await visit('login-error');
});
