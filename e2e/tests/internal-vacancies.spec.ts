import { chooseOption, expect, signIn, test, visitPage } from '../support/fixtures';

// Vacatures Beheren (issue 20.5, 20.7, 20.11): an account manager adds and publishes an internal
// vacancy from the employer's page, with the AI draft of its description, and a candidate finds
// and saves it; the employer contact edits a vacancy of their own, names a colleague as contact
// person and sees the candidates proposed for it, as far as those candidates allow; a coach
// previews what an employer sees of a candidate.

const todayInAmsterdam = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('an account manager adds and publishes a vacancy from the employer’s page, with a drafted description; a candidate finds and saves it', async ({
  page,
  browser,
  visit,
}) => {
  await signIn(page, 'accountmanager@demo.koers.nl');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Vacatures Beheren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vacatures Beheren' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Vacatures' });
  await expect(table).toContainText('Timmerman');
  await expect(table).toContainText('Verlopen');
  await expect(table).toContainText('Gesloten');
  await visit('vacatures-beheren-accountmanager');

  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Werkgevers Beheren' }).click();
  await page.getByRole('link', { name: 'Albert Heijn Lombok' }).click();
  const vacancies = page.getByRole('table', { name: 'Vacatures van de werkgever' });
  await expect(vacancies).toContainText('Vakkenvuller');
  await expect(vacancies).toContainText('Gesloten');
  await visit('werkgever-met-vacatures');
  await page.getByRole('link', { name: 'Vacature toevoegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vacature toevoegen' })).toBeVisible();
  // The contact person starts as the employer's (first) contact.
  await expect(page.getByRole('combobox', { name: 'Contactpersoon' })).toHaveText('Youssef Amrani');

  // Validation from the server lands on the field.
  await page.getByRole('button', { name: 'Vacature toevoegen' }).click();
  await expect(page.getByText('Vul de titel van de vacature in.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Beroep' }).fill('vakkenvuller');
  await page.getByRole('option').first().click();
  await expect(page.getByLabel('Titel van de vacature')).not.toHaveValue('');
  await page.getByLabel('Titel van de vacature').fill('Vakkenvuller avonden');
  await page.getByLabel('Uren per week, minimaal').fill('12');
  await page.getByLabel('Uren per week, maximaal').fill('20');
  await page.getByRole('combobox', { name: 'Opleidingsniveau' }).click();
  await page.getByRole('option', { name: 'VMBO', exact: true }).click();
  await page.getByLabel('Postcode').fill('3531 CK');
  await page.getByLabel('Plaats').click();
  await expect(page.getByText('De ligging op de kaart is bepaald uit de postcode.')).toBeVisible();
  await page.getByRole('button', { name: 'Omschrijving voorstellen' }).click();
  const description = page.getByRole('textbox', { name: 'Omschrijving' });
  await expect(description).toContainText('Albert Heijn Lombok zoekt een vakkenvuller avonden');
  await expect(description).toContainText('Wat ga je doen?');
  await page.getByLabel('Publiceren vanaf').fill(todayInAmsterdam());
  await visit('vacature-toevoegen');
  await page.getByRole('button', { name: 'Vacature toevoegen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Vakkenvuller avonden' })).toBeVisible();
  await expect(page.getByText('Gepubliceerd', { exact: true })).toBeVisible();
  await expect(page.getByText('12 - 20 uur per week', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wat ga je doen?' })).toBeVisible();
  await visit('vacature-gepubliceerd');

  await page.getByRole('button', { name: 'Sluiten', exact: true }).click();
  await expect(page.getByText('Gesloten', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Heropenen' }).click();
  await expect(page.getByText('Gepubliceerd', { exact: true })).toBeVisible();

  // A candidate finds the new vacancy among the organisation's vacancies and saves it.
  const candidate = await (await browser.newContext()).newPage();
  await signIn(candidate, 'kandidaat@demo.koers.nl', '/vacancies/found?q=avonden');
  const found = candidate.getByRole('region', { name: 'Vacatures' });
  await found.getByRole('link', { name: 'Vakkenvuller avonden', exact: true }).click();
  const detail = candidate.getByRole('article', { name: 'Vakkenvuller avonden' });
  await expect(detail.getByRole('heading', { level: 2, name: 'Vakkenvuller avonden' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Wat ga je doen?' })).toBeVisible();
  await detail.getByRole('button', { name: 'Opslaan' }).click();
  await expect(candidate.getByText('Vacature opgeslagen.')).toBeVisible();
  await visitPage(candidate, 'vacature-gevonden-door-kandidaat');
  await candidate.context().close();
});

test('an employer contact edits their vacancy and sees the proposed candidates as they allow', async ({
  page,
  visit,
}) => {
  await signIn(page, 'werkgever@demo.koers.nl');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Vacatures Beheren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vacatures Beheren' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Vacatures' });
  await expect(table).toContainText('Timmerman');
  // Only the own employer's vacancies.
  await expect(table).not.toContainText('Orderpicker');
  await visit('vacatures-beheren-werkgever');

  await table.getByRole('link', { name: 'Timmerman' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Timmerman' })).toBeVisible();
  await page.getByRole('link', { name: 'Wijzigen' }).click();
  await page.getByLabel('Uren per week, minimaal').fill('36');
  await visit('vacature-wijzigen-werkgever');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('36 - 40 uur per week', { exact: true })).toBeVisible();

  const candidates = page.getByRole('list', { name: 'Voorgestelde kandidaten' });
  await expect(candidates).toContainText('Daan B.');
  await visit('vacature-met-kandidaten');
  await candidates.getByRole('link', { name: 'Daan B.' }).click();
  await expect(page.getByText('Daan B. deelt het profiel niet met werkgevers.', { exact: false })).toBeVisible();
  await expect(page.getByText('@demo.koers.nl')).toHaveCount(0);
  await visit('kandidaat-voor-werkgever');
  await page.getByRole('link', { name: 'Timmerman' }).click();
  await page
    .getByRole('list', { name: 'Voorgestelde kandidaten' })
    .getByRole('link', { name: /Mohamed/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Contactgegevens' })).toBeVisible();
  await visit('kandidaat-voor-werkgever-gedeeld');

  // A colleague as the contact person: the contact adds a vacancy and names another contact of
  // the same employer (without a choice it would be themself).
  await page.goto('/employer_vacancies');
  await page.getByRole('link', { name: 'Vacature toevoegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vacature toevoegen' })).toBeVisible();
  const contactPerson = page.getByRole('combobox', { name: 'Contactpersoon' });
  await expect(contactPerson).toHaveText('Eva Visser (jij)');
  await page.getByLabel('Titel van de vacature').fill('Bouwplaatsassistent');
  await chooseOption(page, contactPerson, 'Henk van Dijk');
  await visit('vacature-toevoegen-werkgever');
  await page.getByRole('button', { name: 'Vacature toevoegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bouwplaatsassistent' })).toBeVisible();
  await expect(page.getByText('Henk van Dijk', { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/employer_vacancies');
  await expect(page.getByRole('table', { name: 'Vacatures' })).toBeVisible();
  await visit('vacatures-beheren-mobiel');
});

test('a coach sees from the dossier what an employer will see of the candidate', async ({ page, visit }) => {
  await signIn(page, 'coach@demo.koers.nl');
  await page.getByLabel('Zoek op naam of e-mailadres').fill('daan');
  await expect(page.getByRole('status').filter({ hasText: /kandidaat/ })).toHaveText('1 kandidaat');
  await page.getByRole('link', { name: 'Daan Bakker' }).click();
  // Daan was proposed for the Timmerman vacancy: an employer can see him, so the preview is offered.
  await page.getByRole('link', { name: 'Zo ziet de werkgever deze kandidaat' }).click();
  await expect(page).toHaveURL(/\/employer_vacancies\/[0-9a-f-]{36}\/candidate_preview\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zo ziet de werkgever Daan B.' })).toBeVisible();
  await expect(page.getByText('Daan B. deelt het profiel niet met werkgevers.', { exact: false })).toBeVisible();
  await expect(page.getByText('kandidaat@demo.koers.nl')).toHaveCount(0);
  await visit('voorbeeld-voor-werkgever');
  await page.setViewportSize({ width: 390, height: 800 });
  await visit('voorbeeld-voor-werkgever-mobiel');
  await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Daan Bakker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daan Bakker' })).toBeVisible();
});
