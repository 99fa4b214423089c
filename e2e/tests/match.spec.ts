import { chooseOption, expect, signIn, test } from '../support/fixtures';

// The explained match (issue 18.8 and 11): Daan's profile (postal code, education level, hours,
// favourite occupation) against the internet vacancies. The corpus is generated, so the test
// checks that reasons and scores show and that Best passend orders by them, never a title.

test('a candidate sees why vacancies fit, sorts by it and reads the reasons in the detail', async ({ page, visit }) => {
  await signIn(page, 'kandidaat@demo.koers.nl', '/vacancies/internet?period=all');
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
  // The list keeps the previous order on screen until the sorted one arrives (so the URL changes
  // first): wait for a list in descending order, which the one before it (25, 15, 15, 25, …
  // in a run that read it too early) is not.
  await expect
    .poll(async () => {
      const shown = await scores();
      return shown.length > 1 && shown.join() === [...shown].sort((a, b) => b - a).join();
    }, 'Best passend: more than one score, highest first')
    .toBe(true);
  await visit('match-best-passend');

  await list.getByRole('list').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Hoe past deze vacature bij je profiel?' })).toBeVisible();
  await visit('match-detail');
});

test('on a phone each list loads once, with the match, and paging keeps the previous page on screen (issue 18.10)', async ({
  page,
}) => {
  await signIn(page, 'kandidaat@demo.koers.nl');
  await page.setViewportSize({ width: 390, height: 800 });
  const searches: string[] = [];
  page.on('request', (request) => {
    if (/\/(external|explorer)_vacancies\?/.test(request.url())) searches.push(decodeURIComponent(request.url()));
  });
  await page.goto('/vacancies/internet?period=all');
  const list = page.getByRole('region', { name: 'Vacatures' });
  await expect(list.getByText(/^Past (goed|redelijk|matig) · \d+ %$/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(searches).toHaveLength(1);
  expect(searches[0]).toContain('match[postalCode]=');

  // Paging: while the next page is on its way, the previous one stays on screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/external_vacancies\?.*page%5Bnumber%5D=2/, async (route) => {
    await held;
    await route.continue();
  });
  // The first vacancy of a page, by its path (the link carries the page's parameters besides).
  const firstVacancy = async () =>
    (await list.getByRole('list').getByRole('link').first().getAttribute('href'))?.split('?')[0];
  const first = await firstVacancy();
  await page.getByRole('button', { name: 'Volgende pagina' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => searches.some((url) => url.includes('page[number]=2'))).toBe(true);
  expect(await firstVacancy()).toBe(first);
  await expect(page.getByRole('progressbar', { name: 'Vacatures laden' })).toBeVisible();
  release();
  await expect.poll(firstVacancy).not.toBe(first);
  await expect(page.getByRole('progressbar', { name: 'Vacatures laden' })).toHaveCount(0);

  // The organisation's own vacancies: matched from the postal code's place, in one request too.
  searches.length = 0;
  await page.goto('/vacancies/found');
  await expect(list.getByText(/^Past (goed|redelijk|matig) · \d+ %$/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(searches).toHaveLength(1);
  expect(searches[0]).toMatch(/match\[coordinates\]=[\d.]+,[\d.]+/);
});
