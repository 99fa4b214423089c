import { coachOpensDaansVacancies, expect, expectChoice, listedVacancies, login, test } from '../support/fixtures';

// Occupations (issue 18 points 7 and 11): the occupation information card with its trend chart,
// and an occupation as a member's favourite. Figures come from the generated corpus, so the test
// checks the card's parts and rules, never a count.

test('a coach finds an occupation, reads its card with the chart and marks it as favourite', async ({
  page,
  visit,
}) => {
  await login(page, 'coach@demo.koers.nl');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Beroepen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beroepen' })).toBeVisible();
  await expect(page.getByText('Je hebt nog geen favoriete beroepen.', { exact: false })).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Zoek een beroep' });
  await search.click();
  await expect(page.getByText('Vul een zoekterm in om resultaten te zien.')).toBeVisible();
  await search.fill('qqqzz');
  await expect(page.getByText('Geen resultaten gevonden.')).toBeVisible();
  await search.fill('verpleeg');
  await expect(page).toHaveURL(/\/occupations\?q=verpleeg$/);
  const option = page.getByRole('option', { name: /^Verpleegkundige/ });
  await expect(option).toBeVisible();
  await visit('beroepen-zoeken');
  await option.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verpleegkundige' })).toBeVisible();
  // The demo corpus covers more than 6 months: the chart is drawn (Chart.js loaded for it).
  await expect(page.getByRole('img', { name: 'Aantal vacatures per maand voor Verpleegkundige' })).toBeVisible();
  await expect(page.getByText('Er is onvoldoende informatie beschikbaar om de grafiek te tonen.')).toHaveCount(0);
  for (const tile of [
    'Vacatures',
    'Werk- en denkniveau',
    'Beschikbaarheid',
    'Werkervaring',
    'Uren per week',
    'Doorlooptijd',
    'Salarisindicatie',
  ]) {
    await expect(page.getByRole('region', { name: tile, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Werkervaring' }).getByRole('listitem').filter({ hasText: '5 jaar of meer' }),
  ).toBeVisible();
  const employers = page.getByRole('table');
  await expect(employers.getByRole('columnheader')).toHaveText(['Werkgever', 'Branche', 'Aantal werknemers']);
  await visit('beroep-kaart');

  // Vacatures bekijken opens the explorer filtered on this occupation; Back returns to the card.
  await page.getByRole('link', { name: 'Vacatures bekijken' }).click();
  await expect(page).toHaveURL(/\/vacancies\/internet\?f%5Boccupation%5D=[0-9a-f-]{36}&period=last_2_months$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vacatures verkennen' })).toBeVisible();
  // Over the 2 months the card's estimate counts, not the explorer's default month.
  await expectChoice(page.getByRole('combobox', { name: 'Periode' }), 'Afgelopen 2 maanden');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Verpleegkundige' })).toBeVisible();

  await page.getByRole('button', { name: 'Favoriet maken' }).click();
  await expect(page.getByRole('button', { name: 'Favoriet', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Beroepen' }).first().click();
  const favorites = page.getByRole('list', { name: 'Mijn favoriete beroepen' });
  await expect(favorites.getByRole('link', { name: /^Verpleegkundige/ })).toBeVisible();
  await visit('beroepen-favorieten');

  // Back on the card on a phone: one column, the employers as a list.
  await page.setViewportSize({ width: 390, height: 800 });
  await favorites.getByRole('link', { name: /^Verpleegkundige/ }).click();
  await expect(page.getByRole('img', { name: 'Aantal vacatures per maand voor Verpleegkundige' })).toBeVisible();
  await page.getByRole('button', { name: 'Favoriet', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Favoriet maken' })).toHaveAttribute('aria-pressed', 'false');
  await visit('beroep-kaart-mobiel');
});

test('a candidate’s occupation card counts the vacancies around their postal code, as the list it opens shows them', async ({
  page,
  visit,
}) => {
  // Issue 38.4: Daan (postal code 3515) looks at an occupation; its vacancies are looked for around him.
  await login(page, 'kandidaat@demo.koers.nl');
  await page.goto('/occupations?q=verpleeg');
  const search = page.getByRole('combobox', { name: 'Zoek een beroep' });
  await search.click();
  await page.getByRole('option', { name: /^Verpleegkundige/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verpleegkundige' })).toBeVisible();
  const cardCount = page.getByTestId('occupation-vacancies-count');
  await expect(cardCount).toHaveText(/ in de afgelopen 2 maanden binnen 25 km van 3515 Utrecht$/);
  await expect(page.getByRole('link', { name: 'Vacatures bekijken' })).toHaveAttribute(
    'href',
    /\/vacancies\/internet\?f%5Boccupation%5D=[0-9a-f-]{36}&period=last_2_months&geoId=3515&radius=25&sort=match$/,
  );
  await visit('beroep-kaart-kandidaat');

  // An occupation with vacancies around him in the small demo corpus: the first of the explorer's
  // occupation facet over the card's 2 months. Its card, opened with the explorer's place and
  // radius (as the link from a vacancy does), counts what the list it opens shows.
  await page.goto('/vacancies/internet?geoId=3515&radius=100&period=last_2_months');
  const facet = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Beroep' });
  await facet.getByRole('checkbox').first().click();
  await expect(page).toHaveURL(/f%5Boccupation%5D=[0-9a-f-]{36}/);
  const occupationId = /f%5Boccupation%5D=([0-9a-f-]{36})/.exec(page.url())?.[1];
  const chip = page.getByRole('button', { name: /^Beroep: / });
  const chipText = (await chip.textContent()) ?? '';
  await page.goto(`/occupations/${occupationId}?geoId=3515&radius=100`);
  await expect(cardCount).toHaveText(/^\d[\d.]* vacatures? in de afgelopen 2 maanden binnen 100 km van 3515 Utrecht$/);
  const counted = ((await cardCount.textContent()) ?? '').replace(/ in de afgelopen 2 maanden/, '');
  await page.getByRole('link', { name: 'Vacatures bekijken' }).click();
  await expect(page).toHaveURL(
    /\/vacancies\/internet\?f%5Boccupation%5D=[0-9a-f-]{36}&period=last_2_months&geoId=3515&radius=100&sort=match$/,
  );
  // The occupation filter on top of the list, and the same count as the card's.
  await expect(chip).toHaveText(chipText);
  await expect(page.getByRole('status').filter({ hasText: /vacature/ })).toHaveText(counted);
  await visit('beroep-vacatures-kandidaat');
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(chip).toBeVisible();
  await visit('beroep-vacatures-kandidaat-mobiel');
  // Taking the filter off shows every vacancy around him again.
  await chip.press('Delete');
  await expect(page).toHaveURL(/\/vacancies\/internet\?period=last_2_months&geoId=3515&radius=100&sort=match$/);
});

test('a coach searching for a candidate opens an occupation’s vacancies in the same dossier’s search, around the candidate', async ({
  page,
  visit,
}) => {
  // Issue 38.4: from the dossier-mode explorer, the occupation card leads back to that explorer.
  await coachOpensDaansVacancies(page);
  const dossierPath = /\/dossiers\/[0-9a-f-]{36}/.exec(page.url())?.[0] ?? '';
  const explorerPath = `${dossierPath}/vacancies/saved/vacancies-explorer`;
  await page.goto(`${explorerPath}/found`);
  await expect(page).toHaveURL(/geoId=3515&radius=25/);
  // The demo Timmerman vacancy near Daan, and its occupation's popover.
  await listedVacancies(page).filter({ hasText: 'Timmerman' }).first().click();
  // The detail re-renders as the vacancy's state in the dossier arrives: a click on its occupation
  // in that moment can land on the button being replaced, so it is clicked until the popover shows.
  const occupationInfo = page.getByRole('link', { name: 'Bekijk informatie over dit beroep' });
  await expect(async () => {
    // (Once it shows, its backdrop covers the button: no second click then.)
    if (await occupationInfo.isVisible()) return;
    await page.locator('article').getByRole('button', { name: 'Timmerman', exact: true }).click({ timeout: 10_000 });
    await expect(occupationInfo).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await occupationInfo.click();
  await expect(page).toHaveURL(/\/occupations\/[0-9a-f-]{36}\?geoId=3515&radius=25&explorer=/);
  const cardCount = page.getByTestId('occupation-vacancies-count');
  await expect(cardCount).toHaveText(/ in de afgelopen 2 maanden binnen 25 km van 3515 Utrecht$/);
  const counted = ((await cardCount.textContent()) ?? '').replace(/ in de afgelopen 2 maanden/, '');
  await visit('beroep-kaart-dossier');

  await page.getByRole('link', { name: 'Vacatures bekijken' }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `${explorerPath}/internet\\?f%5Boccupation%5D=[0-9a-f-]{36}&period=last_2_months&geoId=3515&radius=25&sort=match$`,
    ),
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Vacatures zoeken voor deze kandidaat' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Beroep: / })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /vacature/ })).toHaveText(counted);
  await visit('beroep-vacatures-dossier');
});
