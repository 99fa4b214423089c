import { expect, signIn, test, visitPage } from '../support/fixtures';

// The favourites explorer stays current (SPEC §4 "Live refresh", issue 18.6): the coach has
// 'Favoriete vacatures' open in one browser and marks a vacancy as favourite in another; the
// open list shows it without a reload, and drops it again when it is taken off.

test('the favourites explorer shows a favourite added or removed elsewhere, without a reload', async ({
  browser,
  page,
  visit,
}) => {
  await signIn(page, 'coach@demo.koers.nl', '/vacancies/favorites');
  const favorites = page.getByRole('region', { name: 'Favoriete vacatures' });
  await expect(favorites.getByRole('link').first()).toBeVisible();
  const before = await favorites.getByRole('link').allTextContents();

  const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await otherContext.newPage();
  await signIn(other, 'coach@demo.koers.nl', '/vacancies/internet');
  const list = other.getByRole('region', { name: 'Vacatures' });
  const heart = list.getByRole('button', { name: / toevoegen aan favorieten$/ }).first();
  // Every heart is disabled, and says "toevoegen", until the coach's favourites are in: only then
  // does the first "toevoegen" name a vacancy that is not a favourite yet.
  await expect(heart).toBeEnabled();
  const title = (await heart.getAttribute('aria-label'))?.replace(/ toevoegen aan favorieten$/, '') ?? '';
  expect(before).not.toContain(title);
  await heart.click();
  await expect(list.getByRole('button', { name: `${title} verwijderen uit favorieten` })).toBeVisible();

  // The open favourites list has it, first (newest first), without a reload.
  await expect(favorites.getByRole('link').first()).toHaveText(title);
  await expect(favorites.getByRole('link')).toHaveCount(before.length + 1);
  await visit('favorieten-live');

  await list.getByRole('button', { name: `${title} verwijderen uit favorieten` }).click();
  await expect(list.getByRole('button', { name: `${title} toevoegen aan favorieten` })).toBeVisible();
  await expect(favorites.getByRole('link')).toHaveText(before);
  await visitPage(other, 'favorieten-live-andere-pagina');
  await otherContext.close();
});
