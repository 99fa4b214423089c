import { expect, signIn, test, visitPage } from '../support/fixtures';

// Live updates (issue 21 points 5 and 9): a candidate writes to their coach; the coach, with
// Berichten open in another browser, sees the conversation arrive with its unread count and the
// menu's count rising, without reloading, and answers; the answer appears in the candidate's
// open thread.

test('a message arrives live: the coach sees it and the unread count rise, the candidate sees the answer', async ({
  browser,
  page,
  visit,
}) => {
  const coachContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const coach = await coachContext.newPage();
  await signIn(coach, 'coach@demo.koers.nl');
  const coachMenu = coach.getByRole('navigation', { name: 'Hoofdmenu' });
  const berichten = coachMenu.getByRole('link', { name: /^Berichten/ });
  await berichten.click();
  await expect(coach.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
  const coachList = coach.getByRole('list', { name: 'Gesprekken' });
  await expect(coachList.getByRole('link').first()).toBeVisible();
  const unreadCount = async () => Number((await berichten.textContent())?.match(/(\d+)\s*ongelezen/)?.[1] ?? 0);
  const before = await unreadCount();

  // The candidate writes to their coach.
  await signIn(page, 'kandidaat@demo.koers.nl');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: /^Berichten/ })
    .click();
  await page.getByRole('button', { name: 'Nieuw gesprek' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw gesprek' });
  await dialog.getByRole('combobox', { name: 'Gesprekspartners' }).fill('Mehmet');
  await page.getByRole('option', { name: /Mehmet Yılmaz/ }).click();
  await dialog.getByRole('textbox', { name: 'Onderwerp' }).fill('Werkervaringsplaats');
  await dialog.getByRole('textbox', { name: 'Bericht' }).fill('Is er volgende maand plek bij de werkervaringsplaats?');
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Bericht verstuurd' });
  await sent.getByRole('button', { name: 'Toon gesprek' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Werkervaringsplaats' })).toBeVisible();

  // The coach's open list shows it at once, unread, and the menu's count rises: no reload.
  const arrived = coachList.getByRole('link', { name: /Werkervaringsplaats/ });
  await expect(arrived).toContainText('1 ongelezen');
  await expect.poll(unreadCount).toBeGreaterThan(before);
  await visitPage(coach, 'live-gesprekken-coach');

  // The coach answers; the candidate's open thread shows it without a reload.
  await arrived.click();
  await expect(coach.getByText('Is er volgende maand plek bij de werkervaringsplaats?')).toBeVisible();
  await coach.getByRole('textbox', { name: 'Bericht' }).fill('Ja, vanaf maandag de 1e.');
  await coach.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Ja, vanaf maandag de 1e.')).toBeVisible();
  await visit('live-gesprek-kandidaat');
  await coachContext.close();
});
