import { chooseOption, expect, login, test } from '../support/fixtures';

// The explained match (issue 18.8 and 11): Daan's profile (postal code, education level, hours,
// favourite occupation) against the internet vacancies. The corpus is generated, so the test
// checks that reasons and scores show and that Best passend orders by them, never a title.

test('a candidate sees why vacancies fit, sorts by it and reads the reasons in the detail', async ({ page, visit }) => {
  await login(page, 'kandidaat@demo.koers.nl');
  await page.goto('/vacancies/internet?period=all');
  const list = page.getByRole('region', { name: 'Vacatures' });
  const firstReasons = list.getByRole('list', { name: 'Waarom deze vacature past' }).first();
  await expect(firstReasons).toBeVisible();
  await expect(list.getByText(/^Past (goed|redelijk|matig) · \d+ %$/).first()).toBeVisible();
  await visit('match-lijst');

  await chooseOption(page, page.getByRole('combobox', { name: 'Sorteren' }), 'Best passend');
  await expect(page).toHaveURL(/sort=match/);
  const scores = async () =>
    (await list.getByText(/^Past (goed|redelijk|matig) · \d+ %$/).allTextContents()).map((text) =>
      Number(/(\d+) %$/.exec(text)?.[1]),
    );
  await expect.poll(async () => (await scores()).length).toBeGreaterThan(1);
  const sorted = await scores();
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  await visit('match-best-passend');

  await list.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Hoe past deze vacature bij je profiel?' })).toBeVisible();
  await visit('match-detail');
});
