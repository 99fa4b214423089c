import { expect, signIn, test, visitPage } from '../support/fixtures';

// Issue 36.2: a candidate takes the built-in interest test to the end on a phone — one page of
// radio groups at a time, leaving halfway and coming back where they were — and sees the result
// naming the six types in Dutch with fitting occupations; the coach sees it in the dossier and
// assigns the test again.

/** How much the candidate likes each type's activities (RIASEC item ids start with the type). */
const LIKES: Record<string, number> = { S: 5, A: 4, R: 2, I: 2, E: 2, C: 2 };

async function answerPage(page: import('@playwright/test').Page) {
  const groups = page.getByRole('radiogroup');
  await expect(groups).toHaveCount(6);
  const names = await page
    .locator('[role="radiogroup"] input[type="radio"][value="1"]')
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name') ?? ''));
  for (const name of names) await page.locator(`input[name="${name}"][value="${LIKES[name[0] ?? ''] ?? 3}"]`).check();
}

test('a candidate takes the interest test to the end and sees the result; the coach sees it in the dossier', async ({
  page,
  browser,
  visit,
}) => {
  await signIn(page, 'kandidaat@demo.koers.nl');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Testen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Testen' })).toBeVisible();
  // Daan's earlier test (demo data) is done; a finished test allows a retest.
  const taken = page.getByRole('region', { name: 'Je testen' });
  await expect(taken.getByText('Afgerond', { exact: true }).first()).toBeVisible();
  await visit('tests-overview');

  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole('region', { name: 'Interessetest (RIASEC)' })
    .getByRole('button', { name: 'Test starten' })
    .click();
  await expect(page.getByText('Pagina 1 van 8 · 0 van 48 vragen beantwoord')).toBeVisible();
  // 'Volgende' with questions left open says so and stays on the page.
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Beantwoord alle vragen op deze pagina om verder te gaan.')).toBeVisible();
  await visit('tests-questions-phone');
  for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
    await answerPage(page);
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByText(`Pagina ${pageNumber + 1} van 8`)).toBeVisible();
  }

  // Closing the browser and coming back: the test goes on at the first open page.
  await page.goto('/tests');
  await page
    .getByRole('region', { name: 'Interessetest (RIASEC)' })
    .getByRole('link', { name: 'Verder met de test' })
    .click();
  await expect(page.getByText('Pagina 4 van 8 · 18 van 48 vragen beantwoord')).toBeVisible();
  for (let pageNumber = 4; pageNumber <= 8; pageNumber += 1) {
    await answerPage(page);
    await page.getByRole('button', { name: pageNumber === 8 ? 'Afronden' : 'Volgende' }).click();
    if (pageNumber < 8) await expect(page.getByText(`Pagina ${pageNumber + 1} van 8`)).toBeVisible();
  }

  await expect(page.getByRole('heading', { level: 1, name: 'Je interesseprofiel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Interessecode SAR' })).toBeVisible();
  const types = page.getByRole('list', { name: 'De zes interessetypen' }).getByRole('listitem');
  await expect(types).toHaveCount(6);
  await expect(types.first()).toContainText('Sociaal');
  await expect(types.first()).toContainText('40 van 40');
  await expect(types.nth(1)).toContainText('Artistiek');
  // Occupations that fit, from the occupations the vacancies service knows.
  const social = page.getByRole('region', { name: 'Beroepen bij Sociaal' });
  await expect(social.getByRole('link').first()).toBeVisible();
  await visit('tests-result-phone');

  // Issue 36.2: Daan takes the result over into his profile's interests, which the explained match reads.
  await page.getByRole('button', { name: 'Overnemen in mijn profiel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je interesses staan in je profiel.' })).toBeVisible();
  await page.getByRole('link', { name: 'Bekijk je interesses' }).click();
  await expect(
    page.getByText('Interessecode uit de interessetest: SAR (sociaal, artistiek, realistisch)'),
  ).toBeVisible();
  await visit('profile-interests-riasec-phone');

  const coachContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const coach = await coachContext.newPage();
  await signIn(coach, 'coach@demo.koers.nl');
  await coach.getByLabel('Zoek op naam of e-mailadres').fill('daan');
  await expect(coach.getByRole('status').filter({ hasText: /kandidaat/ })).toHaveText('1 kandidaat');
  await coach.getByRole('link', { name: 'Daan Bakker' }).click();
  await expect(coach.getByRole('tab', { name: 'Algemeen' })).toBeVisible();
  const tests = coach.getByRole('region', { name: 'Testen' });
  await expect(tests.getByRole('heading', { name: 'Interessecode SAR' })).toBeVisible();
  await expect(tests.getByText('Afgerond', { exact: true })).toHaveCount(2);
  await visitPage(coach, 'dossier-tests');

  // The coach assigns the test again (its earlier ones are final): it then waits for Daan, and
  // while it is open it cannot be assigned a second time (SPEC §4).
  await tests.getByRole('button', { name: 'Test klaarzetten' }).click();
  await expect(coach.getByText('Interessetest (RIASEC) staat klaar voor de kandidaat.')).toBeVisible();
  await expect(tests.getByText('Klaargezet', { exact: true })).toBeVisible();
  await expect(tests.getByRole('button', { name: 'Test klaarzetten' })).toBeDisabled();
  await coachContext.close();

  await page.goto('/tests');
  await expect(
    page.getByRole('region', { name: 'Interessetest (RIASEC)' }).getByRole('link', { name: 'Test starten' }),
  ).toBeVisible();
});
