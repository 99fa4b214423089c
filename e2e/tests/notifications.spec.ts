import {
  coachOpensDaansVacancies,
  expect,
  proposeAListedVacancy,
  readMailbox,
  signIn,
  test,
  visitPage,
} from '../support/fixtures';

test('a notification about a proposed vacancy appears live and its e-mail lands in the dev mailbox', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // Daan has Meldingen open while it happens (issue 21.9: the notification appears live).
  const candidateContext = await browser.newContext({ baseURL });
  const candidate = await candidateContext.newPage();
  await signIn(candidate, 'kandidaat@demo.koers.nl');
  // The top bar's bell: 'Meldingen' or 'Meldingen, n ongelezen'.
  const bell = candidate.getByRole('banner').getByRole('link', { name: /^Meldingen/ });
  await bell.click();
  await expect(candidate.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
  const list = candidate.getByRole('list', { name: 'Meldingen' });
  const proposals = list
    .getByRole('listitem')
    .filter({ hasText: 'Mehmet Yılmaz heeft een vacature voor je voorgesteld' });
  await expect(proposals.first()).toBeVisible();
  const unread = async () => Number(/(\d+) ongelezen/.exec((await bell.textContent()) ?? '')?.[1] ?? 0);
  const before = { proposals: await proposals.count(), unread: await unread() };

  // The coach proposes a vacancy to Daan in dossier mode.
  await coachOpensDaansVacancies(page);
  await page.getByRole('link', { name: 'Vacatures zoeken' }).click();
  expect(await proposeAListedVacancy(page, 8)).not.toBe('');

  // Daan, without reloading: the new notification is there, unread, and the bell counts it.
  // (Other journeys may propose to Daan at the same time: at least one more.)
  await expect.poll(() => proposals.count()).toBeGreaterThan(before.proposals);
  await expect.poll(unread).toBeGreaterThan(before.unread);
  // The newest proposal, not the list's first item: another journey's 'Nieuw bericht van …'
  // notification may land above it (and would still read 'Nieuw' after marking all read).
  const notification = proposals.first();
  await expect(notification).toContainText('Nieuw');
  // Marking all read clears the badge.
  await visitPage(candidate, 'meldingen');
  await candidate.getByRole('button', { name: 'Alles als gelezen markeren' }).click();
  await expect(candidate.getByText('0 ongelezen')).toBeVisible();
  await expect(candidate.getByRole('link', { name: 'Meldingen', exact: true })).toBeVisible();
  await expect(notification).not.toContainText('Nieuw');

  // The e-mail (setting: immediately) went out; without SMTP it waits in the developers' mailbox.
  const subject = 'Koers: Mehmet Yılmaz heeft een vacature voor je voorgesteld';
  let mailText = '';
  await expect
    .poll(async () => {
      mailText =
        (await readMailbox(baseURL ?? '', 'kandidaat@demo.koers.nl')).find((m) => m.subject === subject)?.text ?? '';
      return mailText;
    })
    .toMatch(/\/deeplinks\/[A-Za-z0-9_-]{43}/);
  // Its link opens Daan's saved vacancies for Daan; the coach who opens it is told it is not theirs.
  const deeplink = /\/deeplinks\/[A-Za-z0-9_-]{43}/.exec(mailText)?.[0] ?? '';
  await candidate.goto(deeplink);
  await expect(candidate).toHaveURL(/\/vacancies\/saved$/);
  await page.goto(deeplink);
  await expect(page.getByRole('heading', { level: 1, name: 'Link werkt niet' })).toBeVisible();
  await visitPage(page, 'deeplink-van-een-ander');

  // On a phone, the personal e-mail setting (linked from Meldingen).
  await candidate.setViewportSize({ width: 390, height: 800 });
  await candidate.goto('/notifications');
  await candidate.getByRole('link', { name: 'je e-mailinstellingen' }).click();
  await expect(candidate.getByRole('heading', { level: 1, name: 'E-mailinstellingen' })).toBeVisible();
  await candidate.getByRole('radio', { name: /Eén keer per dag/ }).check();
  await expect(candidate.getByText('E-mailinstelling opgeslagen')).toBeVisible();
  await visitPage(candidate, 'e-mailinstellingen-telefoon');
  await candidate.getByRole('radio', { name: /^Direct/ }).check();
  await candidateContext.close();
});
