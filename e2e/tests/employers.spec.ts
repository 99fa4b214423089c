import type { Page } from '@playwright/test';
import { chooseOption, expect, expectMenu, readMailbox, signIn, test, visitPage } from '../support/fixtures';

// Werkgevers Beheren (issue 20): the account manager's list with its views, filters and sorts in
// the URL, and adding an employer by first searching for it. In this order: the second journey
// adds an employer, which would change the first one's counts.
test.describe.configure({ mode: 'serial' });

async function openEmployers(page: Page) {
  await signIn(page, 'accountmanager@demo.koers.nl');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Werkgevers Beheren' }).click();
  await expect(page).toHaveURL(/\/employers$/);
}

test('an account manager filters and sorts the employers; the state lives in the URL', async ({ page, visit }) => {
  await openEmployers(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Werkgevers Beheren' })).toBeVisible();
  await expectMenu(page, [
    'Berichten',
    'Kandidaten Verkennen',
    'Vacatures Beheren',
    'Vacatures Verkennen',
    'Werkgevers Beheren',
    'Werkgevers op internet',
    'Werkwijze en afspraken',
    'UWV voor professionals',
  ]);
  const status = page.getByRole('status').filter({ hasText: /werkgever/ });
  await expect(status).toHaveText('7 werkgevers');
  const table = page.getByRole('table', { name: 'Werkgevers' });
  await expect(table.getByRole('row').nth(1)).toContainText('Albert Heijn Lombok');
  await visit('werkgevers-lijst');

  await page.getByRole('tab', { name: 'Gearchiveerd' }).click();
  await expect(page).toHaveURL(/view=archived/);
  await expect(status).toHaveText('2 werkgevers');
  await page.getByRole('tab', { name: 'Met gepubliceerde vacatures' }).click();
  await expect(status).toHaveText('5 werkgevers');
  await page.getByRole('tab', { name: 'Actief' }).click();

  await chooseOption(page, page.getByRole('combobox', { name: 'Vacatures' }), 'Met verlopen vacatures');
  await expect(page).toHaveURL(/expired=expired/);
  await expect(status).toHaveText('3 werkgevers');
  await chooseOption(page, page.getByRole('combobox', { name: 'Vacatures' }), 'Alle werkgevers');
  await chooseOption(page, page.getByRole('combobox', { name: 'Accountmanager' }), 'Ruben de Boer');
  await expect(status).toHaveText('3 werkgevers');
  await chooseOption(page, page.getByRole('combobox', { name: 'Accountmanager' }), 'Zonder accountmanager');
  await expect(status).toHaveText('1 werkgever');
  await expect(table).toContainText('Schoonmaakbedrijf Glans');
  await chooseOption(page, page.getByRole('combobox', { name: 'Accountmanager' }), 'Alle accountmanagers');

  await chooseOption(page, page.getByRole('combobox', { name: 'Sorteren op' }), 'Actieve vacatures');
  await expect(page).toHaveURL(/sort=activeVacancyCount&direction=desc/);
  await expect(table.getByRole('row').nth(1)).toContainText('Zorggroep De Linde');
  await visit('werkgevers-gesorteerd');

  // A search term sorts by relevance; clearing it returns to name order (SPEC §4).
  await chooseOption(page, page.getByRole('combobox', { name: 'Sorteren op' }), 'Naam');
  await page.getByLabel('Zoek op naam, plaats, KvK-nummer of contactpersoon').fill('utrecht');
  await expect(page).toHaveURL(/q=utrecht/);
  await expect(page.getByRole('combobox', { name: 'Sorteren op' })).toHaveText('Relevantie');
  await expect(status).toHaveText('2 werkgevers');
  await page.getByLabel('Zoek op naam, plaats, KvK-nummer of contactpersoon').fill('');
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByRole('combobox', { name: 'Sorteren op' })).toHaveText('Naam');
  await expect(status).toHaveText('7 werkgevers');

  // The URL carries the state: a reload shows the same list.
  await page.goto('/employers?view=archived');
  await expect(status).toHaveText('2 werkgevers');

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/employers');
  await expect(page.getByRole('list', { name: 'Werkgevers' })).toBeVisible();
  await visit('werkgevers-lijst-mobiel');
});

test('an account manager searches a company, takes over an internet employer’s data and manages the employer', async ({
  page,
  visit,
  browser,
  baseURL,
}) => {
  await openEmployers(page);
  await page.getByRole('link', { name: 'Werkgever toevoegen' }).click();
  await expect(page).toHaveURL(/\/employers\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Werkgever toevoegen' })).toBeVisible();
  await visit('werkgever-zoeken');

  // An employer the organisation knows is found first: no duplicate.
  await page.getByLabel('Bedrijfsnaam of KvK-nummer').fill('Zorggroep De Linde');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/companyName=Zorggroep\+De\+Linde/);
  const own = page.getByRole('list', { name: 'Bekend bij Werkpad Re-integratie' });
  await expect(own.getByRole('link', { name: 'Zorggroep De Linde' })).toBeVisible();

  // An internet employer's data is taken over into the new employer.
  await page.getByLabel('Bedrijfsnaam of KvK-nummer').fill('Thuiszorg');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  const internet = page.getByRole('list', { name: 'Gevonden in vacatures op internet' });
  await expect(internet.getByRole('listitem').first()).toBeVisible();
  await visit('werkgever-zoeken-resultaten');
  const first = internet.getByRole('listitem').first();
  const name = (await first.locator('.MuiListItemText-primary').textContent()) ?? '';
  await first.getByRole('link', { name: /^Gegevens overnemen van / }).click();
  await expect(page).toHaveURL(/\/employers\/new\?continueFromSearch=[0-9a-f-]{36}/);
  await expect(page.getByLabel('Naam')).toHaveValue(name);
  await expect(page.getByLabel('KvK-nummer')).toHaveValue(/^\d{8}$/);
  await visit('werkgever-nieuw-overgenomen');

  // The form's own checks, then the server's: a postal code and a house number.
  await page.getByLabel('Postcode').fill('12');
  await page.getByLabel('Huisnummer').fill('nul');
  await page.getByRole('button', { name: 'Werkgever toevoegen' }).click();
  await expect(page.getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).toBeVisible();
  await expect(page.getByText('Vul een geldig huisnummer in, bijvoorbeeld 12 of 12a.')).toBeVisible();
  await visit('werkgever-nieuw-fouten');
  await page.getByLabel('Postcode').fill('3511ab');
  await page.getByLabel('Huisnummer').fill('7b');
  await page.getByLabel('Straat').fill('Oudegracht');
  await page.getByRole('button', { name: 'Werkgever toevoegen' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Oudegracht 7b, 3511 AB')).toBeVisible();
  const managers = page.getByRole('region', { name: 'Accountmanagers' });
  await expect(managers.getByRole('combobox', { name: 'Primaire accountmanager' })).toHaveText('Lotte Janssen');
  await chooseOption(page, managers.getByRole('combobox', { name: 'Accountmanager toevoegen' }), 'Ruben de Boer');
  await managers.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(managers.getByRole('list', { name: 'Overige accountmanagers' })).toContainText('Ruben de Boer');
  await visit('werkgever-detail');

  // Its internet vacancies: the vacancies service's employer with the same KvK number.
  await page.getByRole('link', { name: 'Vacatures op internet' }).click();
  await expect(page).toHaveURL(/\/employers\/[0-9a-f-]{36}\/internet-vacancies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vacatures op internet' })).toBeVisible();
  const found = page.getByRole('region', { name: 'Vacatures' });
  await expect(found.getByRole('status')).toHaveText(/^\d+ vacatures?$/);
  await found.getByRole('listitem').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/internet-vacancies\/[^/?]+$/);
  await expect(page.getByRole('article')).toBeVisible();
  await visit('werkgever-internetvacatures');
  await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('link', { name: 'Wijzigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Werkgever wijzigen' })).toBeVisible();
  await page.getByLabel('Vestigingsnummer').fill('000012345678');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('000012345678')).toBeVisible();

  await page.getByRole('button', { name: 'Archiveren' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archiveren' }).click();
  await expect(page.getByText('Gearchiveerd', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wijzigen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Dearchiveren' }).click();
  await expect(page.getByRole('link', { name: 'Wijzigen' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  await visit('werkgever-detail-mobiel');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A contact person: the form's checks, then the contact's page with mailto and tel.
  await page.getByRole('link', { name: 'Contactpersoon toevoegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contactpersoon toevoegen' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill('geen-adres');
  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  await expect(page.getByText('Vul de naam van de contactpersoon in.')).toBeVisible();
  await visit('contactpersoon-nieuw-fouten');
  await page.getByLabel('Naam').fill('Jan Jansen');
  // Werkpad's demo security requirement admits contacts of its own mail domain only.
  await page.getByLabel('E-mailadres').fill('jan.thuiszorg@demo.koers.nl');
  await page.getByLabel('Telefoonnummer').fill('06 12345678');
  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jan Jansen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'jan.thuiszorg@demo.koers.nl' })).toHaveAttribute(
    'href',
    'mailto:jan.thuiszorg@demo.koers.nl',
  );
  await expect(page.getByRole('link', { name: '06 12345678' })).toHaveAttribute('href', 'tel:0612345678');
  await visit('contactpersoon');

  // Inviting the contact person as a user: the candidates' invitation flow, a contact context.
  const access = page.getByRole('region', { name: 'Toegang tot Koers' });
  await expect(access.getByText('Niet uitgenodigd')).toBeVisible();
  await access.getByRole('button', { name: 'Uitnodigen als gebruiker' }).click();
  await expect(access.getByText('Uitgenodigd', { exact: true })).toBeVisible();
  await expect(access.getByRole('button', { name: 'Uitnodiging opnieuw versturen' })).toBeVisible();
  await visit('contactpersoon-uitgenodigd');
  const [mail] = await readMailbox(baseURL ?? '', 'jan.thuiszorg@demo.koers.nl');
  expect(mail?.text).toContain(`als contactpersoon van ${name}`);
  const link = /\/invitation\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
  const invited = await (await browser.newContext()).newPage();
  await invited.goto(link);
  await invited.getByLabel('Kies een wachtwoord').fill('Jans-wachtwoord-2026');
  await invited.getByLabel('Herhaal het wachtwoord').fill('Jans-wachtwoord-2026');
  await invited.getByRole('button', { name: 'Wachtwoord opslaan en inloggen' }).click();
  await expect(invited.getByText('Je bent ingelogd als werkgever bij Werkpad Re-integratie.')).toBeVisible();
  await visitPage(invited, 'contactpersoon-ingelogd');
  await invited.context().close();
  await page.reload();
  await expect(access.getByText('Actief', { exact: true })).toBeVisible();
  await expect(access.getByRole('button', { name: /Uitnodig/ })).toHaveCount(0);
});

test('an account manager moves a contact’s vacancies to a colleague at the same employer', async ({ page, visit }) => {
  await openEmployers(page);
  await page.getByRole('link', { name: 'Logistiek Centrum Nieuwegein' }).click();
  await page.getByRole('link', { name: 'Peter Kok' }).click();
  await expect(page.getByText('Peter Kok is contactpersoon van 3 vacatures.')).toBeVisible();
  await page.getByRole('link', { name: 'Vacatures verplaatsen' }).click();
  await expect(page).toHaveURL(/\/contacts\/[0-9a-f-]{36}\/relocate-vacancies$/);
  await visit('vacatures-verplaatsen');
  await chooseOption(page, page.getByRole('combobox', { name: 'Nieuwe contactpersoon' }), 'Sandra de Groot');
  await page.getByRole('button', { name: 'Vacatures verplaatsen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandra de Groot' })).toBeVisible();
  await expect(page.getByText('Sandra de Groot is contactpersoon van 3 vacatures.')).toBeVisible();
});

test('a candidate finds the organisation’s employers with vacancies and reads one’s profile', async ({
  page,
  visit,
}) => {
  await signIn(page, 'kandidaat@demo.koers.nl');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Werkgevers', exact: true })
    .click();
  await expect(page).toHaveURL(/\/employers-internal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Werkgevers' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /werkgever/ });
  await expect(status).toHaveText(/^\d+ werkgevers$/);
  await visit('werkgevers-intern');
  await page.getByLabel('Zoek op naam of plaats').fill('Van Dijk');
  await expect(page).toHaveURL(/q=Van\+Dijk/);
  await expect(status).toHaveText('1 werkgever');
  await page.getByRole('link', { name: 'Bouwbedrijf Van Dijk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bouwbedrijf Van Dijk' })).toBeVisible();
  const vacancies = page.getByRole('list', { name: 'Vacatures' });
  await expect(vacancies).toContainText('Timmerman');
  // Only published vacancies: not the expired or the upcoming one.
  await expect(vacancies).not.toContainText('Uitvoerder');
  await expect(vacancies).not.toContainText('Werkvoorbereider');
  await visit('werkgever-intern');
  await page.setViewportSize({ width: 390, height: 800 });
  await visit('werkgever-intern-mobiel');
});
