import { chooseOption, expect, signIn, test } from '../support/fixtures';

// Saved vacancies (issue 18 points 4 and 11): Daan, the demo candidate, has internet vacancies in
// every phase, one proposed by his coach. The vacancies' titles come from the generated corpus, so
// the tests find cards by their state, never by a title.

test('a candidate moves a saved vacancy to another phase and sees its history', async ({ page, visit }) => {
  await signIn(page, 'kandidaat@demo.koers.nl');
  const card = page.getByRole('region', { name: 'Mijn vacatures' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Naar mijn vacatures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn vacatures' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Bewaard/ })).toBeVisible();
  await visit('mijn-vacatures');

  // The one saved as interesting goes to 'Gesolliciteerd' and moves to the next column.
  const interesting = page
    .getByRole('article')
    .filter({ has: page.getByRole('combobox', { name: 'Status' }).filter({ hasText: /^Interessant$/ }) });
  const title = (await interesting.first().getAttribute('aria-label')) ?? '';
  expect(title).not.toBe('');
  const saved = page.getByRole('article', { name: title, exact: true });
  await chooseOption(page, saved.getByRole('combobox', { name: 'Status' }), 'Gesolliciteerd');
  await expect(page.getByRole('status').filter({ hasText: 'De status is nu ‘Gesolliciteerd’.' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Solliciteren/ }).getByRole('article', { name: title })).toBeVisible();
  await saved.getByRole('button', { name: 'Geschiedenis' }).click();
  const history = saved.getByRole('list', { name: 'Geschiedenis' });
  await expect(history.getByRole('listitem').first()).toContainText('Bijgewerkt: van Interessant naar Gesolliciteerd');
  await expect(history.getByRole('listitem').last()).toContainText('Aangemaakt: Interessant');
  await visit('mijn-vacatures-geschiedenis');

  // A longer history shows 3 entries until 'Toon meer'.
  const interview = page
    .getByRole('article')
    .filter({ has: page.getByRole('combobox', { name: 'Status' }).filter({ hasText: 'Uitgenodigd voor gesprek' }) })
    .first();
  await interview.getByRole('button', { name: 'Geschiedenis' }).click();
  const longHistory = interview.getByRole('list', { name: 'Geschiedenis' });
  await expect(longHistory.getByRole('listitem')).toHaveCount(3);
  await interview.getByRole('button', { name: 'Toon meer' }).click();
  await expect(longHistory.getByRole('listitem')).toHaveCount(5);
  await expect(longHistory.getByRole('listitem').last()).toContainText('Aangemaakt: Suggestie van coach');
  await expect(longHistory).toContainText('Mehmet Yılmaz');
  await interview.getByRole('button', { name: 'Toon minder' }).click();
  await expect(longHistory.getByRole('listitem')).toHaveCount(3);

  // One phase at a time: the tab is in the URL; on a phone the columns stack.
  await page.getByRole('tab', { name: /^Afgerond/ }).click();
  await expect(page).toHaveURL(/\/vacancies\/saved\?fase=afgerond$/);
  await expect(page.getByRole('region', { name: /^Bewaard/ })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('tab', { name: /^Alle/ }).click();
  await visit('mijn-vacatures-mobiel');
});

test('a coach sees where each application of a candidate stands, in dossier mode', async ({ page, visit }) => {
  await signIn(page, 'coach@demo.koers.nl');
  await page.getByLabel('Zoek op naam of e-mailadres').fill('daan');
  await expect(page.getByRole('status').filter({ hasText: /kandidaat/ })).toHaveText('1 kandidaat');
  await page.getByRole('link', { name: 'Daan Bakker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daan Bakker' })).toBeVisible();
  // Daan is one of the coach's favourite candidates; the toggle takes him off and on again.
  const favourite = page.getByRole('button', { name: 'Favoriet', exact: true });
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await favourite.click();
  await expect(page.getByRole('button', { name: 'Favoriet maken' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Favoriet maken' }).click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Vacatures' }).click();
  await expect(page).toHaveURL(/\/dossiers\/[0-9a-f-]+\/vacancies\/saved$/);
  await expect(page.getByRole('heading', { name: 'Opgeslagen en voorgestelde vacatures' })).toBeVisible();
  const proposed = page
    .getByRole('article')
    .filter({ has: page.getByRole('combobox', { name: 'Status' }).filter({ hasText: 'Suggestie van coach' }) });
  await expect(proposed.first()).toContainText('Voorgesteld op');
  await visit('dossier-vacatures');
  await page.getByRole('tab', { name: /^In gesprek/ }).click();
  await expect(page).toHaveURL(/\/vacancies\/saved\/in-gesprek$/);
  await expect(page.getByRole('region', { name: /^In gesprek/ })).toBeVisible();
  await visit('dossier-vacatures-in-gesprek');
});
