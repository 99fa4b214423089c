import { expect, login, readMailbox, test, visitPage } from '../support/fixtures';

test('a coach proposes a vacancy: the candidate sees the notification and its e-mail is in the mailbox', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // The coach proposes a vacancy to Daan in dossier mode.
  await login(page, 'coach@demo.koers.nl');
  await page.getByLabel('Zoek op naam of e-mailadres').fill('daan');
  await expect(page.getByRole('status').filter({ hasText: /kandidaat/ })).toHaveText('1 kandidaat');
  await page.getByRole('link', { name: 'Daan Bakker' }).click();
  await page.getByRole('tab', { name: 'Vacatures', exact: true }).click();
  await page.getByRole('link', { name: 'Vacatures zoeken' }).click();
  const items = page.getByRole('region', { name: 'Vacatures' }).getByRole('link');
  let proposed = false;
  for (let index = 0; index < 8 && !proposed; index += 1) {
    await items.nth(index).click();
    const article = page.getByRole('article').first();
    await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const button = article.getByRole('button', { name: 'Vacature voorstellen' });
    await expect(button.or(article.getByRole('combobox', { name: 'Status' }))).toBeVisible();
    if ((await button.count()) === 0) continue;
    await button.click();
    await expect(page.getByText('Vacature voorgesteld.')).toBeVisible();
    proposed = true;
  }
  expect(proposed).toBe(true);

  // Daan: the bell counts it, /notifications shows it unread; marking all read clears the badge.
  const candidateContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const candidate = await candidateContext.newPage();
  await login(candidate, 'kandidaat@demo.koers.nl');
  const bell = candidate.getByRole('link', { name: /^Meldingen, \d+ ongelezen$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(candidate.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
  const list = candidate.getByRole('list', { name: 'Meldingen' });
  const notification = list
    .getByRole('listitem')
    .filter({ hasText: 'Mehmet Yılmaz heeft een vacature voor je voorgesteld' })
    .first();
  await expect(notification).toContainText('Nieuw');
  await visitPage(candidate, 'meldingen');
  await candidate.getByRole('button', { name: 'Alles als gelezen markeren' }).click();
  await expect(candidate.getByText('0 ongelezen')).toBeVisible();
  await expect(candidate.getByRole('link', { name: 'Meldingen', exact: true })).toBeVisible();
  await expect(notification).not.toContainText('Nieuw');

  // The e-mail (setting: immediately) went out; without SMTP it waits in the developers' mailbox.
  const subject = 'Koers: Mehmet Yılmaz heeft een vacature voor je voorgesteld';
  await expect
    .poll(
      async () =>
        (await readMailbox(baseURL ?? '', 'kandidaat@demo.koers.nl')).find((m) => m.subject === subject)?.text,
    )
    .toContain('/vacancies/saved');

  // On a phone, the personal e-mail setting.
  await candidate.setViewportSize({ width: 390, height: 800 });
  await candidate.getByRole('link', { name: 'je e-mailinstellingen' }).click();
  await expect(candidate.getByRole('heading', { level: 1, name: 'E-mailinstellingen' })).toBeVisible();
  await candidate.getByRole('radio', { name: /Eén keer per dag/ }).check();
  await expect(candidate.getByText('E-mailinstelling opgeslagen')).toBeVisible();
  await visitPage(candidate, 'e-mailinstellingen-telefoon');
  await candidate.getByRole('radio', { name: /^Direct/ }).check();
  await candidateContext.close();
});
