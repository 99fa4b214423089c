import {
  chooseOption,
  coachOpensDaansVacancies,
  expect,
  expectChoice,
  listedVacancies,
  login,
  openAListedVacancyOffering,
  opensDaansVacancies,
  proposeAListedVacancy,
  test,
} from '../support/fixtures';

// The vacancy explorer (issue 18 points 1–3, 5, 11). Vacancy titles come from the generated corpus,
// so the journeys pick vacancies by position and read their titles from the page.

test('a candidate searches near their postal code with a facet, opens a vacancy and saves it', async ({
  page,
  visit,
}) => {
  // The longest journey of the suite (search, filter, detail, save, board, phone), each page with axe.
  test.slow();
  await login(page, 'kandidaat@demo.koers.nl');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Vacatures Verkennen' }).click();
  // The search starts from the candidate: around their postal code, best match first (issue 38.4).
  await expect(page).toHaveURL(/\/vacancies\/internet\?geoId=3515&radius=25&sort=match$/);
  await expectChoice(page.getByRole('combobox', { name: 'Sorteren' }), 'Best passend');
  await expect(page.getByRole('heading', { level: 1, name: 'Vacatures verkennen' })).toBeVisible();
  await expect(page.getByText('Selecteer een vacature uit de lijst om meer informatie te zien.')).toBeVisible();
  await visit('verkenner');

  // Near the candidate's postal code: the autocomplete offers it, the URL carries it, 25 km by default.
  const place = page.getByRole('combobox', { name: 'Plaats of postcode' });
  await place.click();
  await expect(
    page.getByRole('listbox').or(page.getByText('Vul een zoekterm in om resultaten te zien.')),
  ).toBeVisible();
  await place.fill('3515');
  await page.getByRole('option', { name: /^3515 / }).click();
  await expect(page).toHaveURL(/geoId=3515/);
  const count = page.getByRole('status').filter({ hasText: /vacature/ });
  await expectChoice(page.getByRole('combobox', { name: 'Straal' }), '25 km');
  await expectChoice(page.getByRole('combobox', { name: 'Periode' }), 'Afgelopen maand');
  // The browser tests import a few hundred vacancies: look further and longer back.
  await chooseOption(page, page.getByRole('combobox', { name: 'Straal' }), '100 km');
  await chooseOption(page, page.getByRole('combobox', { name: 'Periode' }), 'Alles');
  await expect(page).toHaveURL(/radius=100/);
  await expect(count).toContainText('binnen 100 km van 3515');

  // A facet with its counts narrows the list; the choice is in the URL.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const education = filters.getByRole('group', { name: 'Opleidingsniveau' });
  // Counts change the order once a filter applies, so the chosen level is found again by its name.
  const snapshot = await education.getByRole('checkbox').first().ariaSnapshot();
  const level = /checkbox "(.+?) \(\d+\)"/.exec(snapshot)?.[1] ?? '';
  expect(level).not.toBe('');
  const option = education.getByRole('checkbox', {
    name: new RegExp(`^${level.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`),
  });
  await option.click();
  await expect(page).toHaveURL(/f%5BeducationLevel%5D=|f\[educationLevel\]=/);
  await expect(option).toBeChecked();
  await expect(page.getByRole('progressbar', { name: 'Vacatures laden' })).toHaveCount(0);
  await visit('verkenner-gefilterd');

  // Another sort of the same search asks no facets again (`facetNames=`): the counts stay.
  const facetless = page.waitForRequest((request) => /\/external_vacancies\?.*facetNames=(&|$)/.test(request.url()));
  await chooseOption(page, page.getByRole('combobox', { name: 'Sorteren' }), 'Nieuwste eerst');
  await facetless;
  await expect(page.getByRole('progressbar', { name: 'Vacatures laden' })).toHaveCount(0);
  await expect(option).toBeChecked();
  await expect(education.getByRole('checkbox').first()).toHaveAccessibleName(/ \(\d+\)$/);

  // Opening a vacancy keeps the search in the URL; Back returns to the list. The coach's journey
  // beside this one may propose the newest vacancy to Daan: the first one still to be saved is taken.
  const listed = await openAListedVacancyOffering(page, 'Opslaan', 5);
  expect(listed).not.toBeNull();
  const title = listed?.title ?? '';
  await expect(page).toHaveURL(/\/vacancies\/internet\/[0-9a-f-]{36}\?.*geoId=3515/);
  const detail = page.getByRole('article', { name: title });
  await expect(detail.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Bronnen' })).toBeVisible();
  await detail.getByRole('button', { name: 'Contactgegevens' }).click();
  await expect(detail.getByRole('button', { name: 'Verberg contactgegevens' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Opleidingen en trainingen' })).toBeVisible();
  await visit('verkenner-vacature');

  await detail.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Vacature opgeslagen.')).toBeVisible();
  await expect(detail.getByRole('combobox', { name: 'Status' })).toHaveText('Interessant');

  for (let step = 0; step < (listed?.opened ?? 0); step += 1) await page.goBack();
  await expect(page).toHaveURL(/\/vacancies\/internet\?/);
  await expect(page.getByText('Selecteer een vacature uit de lijst om meer informatie te zien.')).toBeVisible();

  // It is on the candidate's board now.
  await page.goto('/vacancies/saved');
  await expect(page.getByRole('article', { name: title }).first()).toBeVisible();

  // On a phone the detail is a page of its own.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/vacancies/internet?geoId=3515&radius=100&period=all');
  await listedVacancies(page).first().click();
  await expect(page.getByRole('link', { name: 'Terug naar de lijst' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vacatures' })).toHaveCount(0);
  await visit('verkenner-vacature-mobiel');
});

test('a coach proposes a vacancy from the explorer and in dossier mode', async ({ page, visit }) => {
  test.slow();
  // A vacancy Daan has saved already: from his board to the vacancy in the coach's explorer.
  await coachOpensDaansVacancies(page);
  const cardLink = page.getByRole('article').first().getByRole('link').first();
  await expect(cardLink).toBeVisible();
  const savedTitle = ((await cardLink.textContent()) ?? '').trim();
  await cardLink.click();
  await expect(page).toHaveURL(/\/internet-vacancies\/[0-9a-f-]{36}$/);
  const detail = page.getByRole('article', { name: savedTitle });
  await expect(detail.getByRole('heading', { level: 2, name: savedTitle })).toBeVisible();

  // Outside dossier mode: the proposal form; Daan has it already and cannot be chosen.
  const propose = detail.getByRole('button', { name: 'Voorstellen', exact: true });
  await expect(propose).toBeDisabled();
  const candidate = detail.getByRole('combobox', { name: 'Kandidaat' });
  await candidate.fill('Daan');
  const daan = page.getByRole('option', { name: /Daan Bakker/ });
  await expect(daan).toHaveAttribute('aria-disabled', 'true');
  await expect(daan).toContainText('De vacature is al opgeslagen voor of door deze kandidaat.');
  await visit('verkenner-voorstellen-al-opgeslagen');
  await candidate.press('Escape');

  // From the list: the newest vacancy goes to another candidate.
  await page.goto('/vacancies/internet');
  await listedVacancies(page).first().click();
  const listed = page.getByRole('article').first();
  const other = listed.getByRole('combobox', { name: 'Kandidaat' });
  await other.fill('e');
  const option = page
    .getByRole('listbox')
    .getByRole('option')
    .and(page.locator(':not([aria-disabled="true"])'))
    .first();
  const name = ((await option.locator('p').first().textContent()) ?? '').trim();
  await option.click();
  await listed.getByRole('button', { name: 'Voorstellen', exact: true }).click();
  await expect(page.getByText(`Vacature voorgesteld aan ${name}.`)).toBeVisible();

  // Dossier mode: 'Vacature voorstellen' proposes to the open dossier.
  await page.goto('/dossiers');
  await opensDaansVacancies(page);
  await page.getByRole('link', { name: 'Vacatures zoeken' }).click();
  await expect(page).toHaveURL(
    /\/dossiers\/[0-9a-f-]+\/vacancies\/saved\/vacancies-explorer\/internet\?geoId=3515&radius=25&sort=match$/,
  );
  const proposed = await proposeAListedVacancy(page, 5);
  expect(proposed).not.toBe('');
  const article = page.getByRole('article').first();
  await expect(article.getByRole('link', { name: 'Openen in mijn verkenner' })).toBeVisible();
  await expect(article.getByRole('combobox', { name: 'Status' })).toHaveText('Suggestie van coach');
  await visit('verkenner-dossier');
  await page.getByRole('tab', { name: 'Vacatures', exact: true }).click();
  await expect(page.getByRole('article', { name: proposed }).first()).toBeVisible();
});
