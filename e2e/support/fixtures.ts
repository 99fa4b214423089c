import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Locator, type Page, request } from '@playwright/test';
import axe from 'axe-core';

export const DEMO_PASSWORD = 'Koers-demo-2026';
const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/screens');

/** The WCAG 2.1 A/AA rules, as axe tags them. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const axeOptions = {
  runOnly: { type: 'tag', values: wcagTags },
  // WCAG 2.5.3 (label in name) is still marked experimental in axe, so it is asked for by name:
  // a control's accessible name must contain the text it shows.
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

type AxeViolation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
};

/**
 * Axe on the page as it is now: no serious or critical violation (WCAG 2.1 A/AA rules).
 * axe-core itself, run in the page: put in once per document and run in one go. (AxeBuilder sent
 * its 570 KB source over the protocol twice per check, frame by frame; Koers has no frames, and
 * the suite checks a page some 230 times: docs/benchmarks.md, "Browser tests".)
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  expect(page.frames(), `axe op ${label}: een pagina zonder frames`).toHaveLength(1);
  if (!(await page.evaluate('typeof window.axe?.run === "function"'))) await page.evaluate(axe.source);
  // (A string: the page's DOM types are not this package's.)
  const violations = (await page.evaluate(
    `window.axe.run(document, ${JSON.stringify(axeOptions)}).then((results) => results.violations)`,
  )) as AxeViolation[];
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')} ${violation.nodes.map((node) => `${node.html} — ${node.failureSummary ?? ''}`).join(' | ')}`,
  );
  expect(summary, `axe op ${label}`).toEqual([]);
}

type Fixtures = {
  /** Checks the page with axe; with KOERS_E2E_SCREENS=1 it saves test-results/screens/{name}.png. */
  visit: (name: string) => Promise<void>;
};

/** What `visit` does, for a page of its own (a second browser context in the same journey). */
export async function visitPage(page: Page, name: string): Promise<void> {
  // Let the page settle: no running requests and no loading indicator.
  await page.waitForLoadState('networkidle');
  // Loading indicators are gone (a determinate progress bar, like the onboarding's steps, stays).
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  // Colours that are still fading (MUI's 300 ms transitions, e.g. a chip turning green when a
  // state changes) are measured as they end, not halfway: axe would judge a colour nobody reads.
  // (Only those that end: a spinner or a skeleton's pulse runs for ever.)
  // (A string: the page's DOM types are not this package's.)
  await page.evaluate(
    `Promise.race([
      Promise.all(document.getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ])`,
  );

  // A full-page PNG of each of the suite's hundred-odd checks costs CPU the journeys beside it
  // need; whoever wants to look at the screens asks for them.
  if (process.env.KOERS_E2E_SCREENS === '1')
    await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
  await expectAccessible(page, name);
}

/**
 * What a page went through, for the report of a journey that failed: errors in the page, a crash,
 * failed requests, where it was, and whether it still drew frames (an action waits for one to
 * see that an element stands still). Only the last lines: a long journey's early noise says little.
 */
async function describeFailedPage(page: Page, lines: string[]): Promise<string> {
  const probe = page.isClosed()
    ? Promise.resolve('de pagina is gesloten')
    : page
        .evaluate(
          `Promise.race([
            new Promise((resolve) => requestAnimationFrame(() => resolve('tekent nog (requestAnimationFrame)'))),
            new Promise((resolve) => setTimeout(() => resolve('tekent niet: geen frame binnen 5 s'), 5000)),
          ]).then((frames) => [location.pathname + location.search, document.readyState, frames,
            ...[...document.querySelectorAll('[role="alert"]')].map((alert) => 'melding: ' + alert.textContent)].join(', '))`,
        )
        .then(String);
  const state = await Promise.race([
    probe.catch((error: Error) => `de pagina antwoordt niet: ${error.message}`),
    new Promise<string>((resolve) => setTimeout(() => resolve('de pagina antwoordt niet binnen 10 s'), 10_000)),
  ]);
  // What the screen said (the report's screenshot stays on the machine that ran it).
  const screen = page.isClosed()
    ? ''
    : await page
        .locator('#main-content')
        .ariaSnapshot({ timeout: 5000 })
        .then((snapshot) => snapshot.split('\n').slice(0, 40).join('\n'))
        .catch((error: Error) => `geen beschrijving van het scherm: ${error.message}`);
  return [...lines.slice(-20), `bij het einde: ${state}`, screen].join('\n');
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use, testInfo) => {
    const started = Date.now();
    const lines: string[] = [];
    const note = (line: string) => lines.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${line}`);
    page.on('crash', () => note('de pagina is gecrasht'));
    page.on('pageerror', (error) => note(`fout in de pagina: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') note(`console.error: ${message.text()}`);
    });
    page.on('requestfailed', (failed) => note(`${failed.method()} ${failed.url()}: ${failed.failure()?.errorText}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`naar ${frame.url()}`);
    });
    // KOERS_E2E_CPU_THROTTLE=6: the page runs six times slower, as on a machine under heavy load;
    // a journey that then fails waits for something it does not check (a race to fix).
    const throttle = Number(process.env.KOERS_E2E_CPU_THROTTLE ?? 0);
    if (throttle > 1) {
      const session = await page.context().newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      const description = await describeFailedPage(page, lines);
      await testInfo.attach('verloop van de pagina', { body: description, contentType: 'text/plain' });
      // Also in the run's output (an attachment's text is cut there at 300 characters).
      console.log(`--- ${testInfo.title}: verloop van de pagina\n${description}\n---`);
    }
  },
  visit: async ({ page }, use) => {
    await use((name: string) => visitPage(page, name));
  },
});

export { expect };

/** Logs in through the login form and waits until the shell (or the context picker) shows. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toHaveCount(0);
}

/** The headers the web app sends with a write: same origin, its own host. */
export function sameOriginHeaders(baseURL: string): Record<string, string> {
  return {
    origin: new URL(baseURL).origin,
    'x-frontend-host': new URL(baseURL).host,
    'content-type': 'application/vnd.api+json',
  };
}

/**
 * Signs in as the login form does (the same session request, its cookie in the page's browser
 * context) and opens `path` in the shell. For journeys whose subject lies behind the login: the
 * form itself, the redirect after it and the context picker are journeys of their own, with
 * `login`. Skipping the login screen and the start page a journey then leaves at once saved
 * about 1.1 CPU-s of the browser's per journey (docs/benchmarks.md).
 */
export async function signIn(page: Page, email: string, path = '/', password = DEMO_PASSWORD): Promise<void> {
  const baseURL = process.env.KOERS_E2E_URL ?? '';
  const session = await page.request.post(`${baseURL}/api/v1/session`, {
    headers: sameOriginHeaders(baseURL),
    data: { data: { type: 'sessions', attributes: { email, password } } },
  });
  expect(session.status(), `login ${email}`).toBe(201);
  await page.goto(path);
  // The shell's main region: the session was taken (not the login screen or the context picker).
  await expect(page.locator('#main-content')).toBeVisible();
}

/** The demo coach signs in and opens Daan Bakker's dossier, found by the list's search, at its Vacatures tab. */
export async function coachOpensDaansVacancies(page: Page): Promise<void> {
  await signIn(page, 'coach@demo.koers.nl');
  await opensDaansVacancies(page);
}

/** On Kandidaten Beheren: opens Daan Bakker's dossier, found by the list's search, at its Vacatures tab. */
export async function opensDaansVacancies(page: Page): Promise<void> {
  await page.getByLabel('Zoek op naam of e-mailadres').fill('daan');
  await expect(page.getByRole('status').filter({ hasText: /kandidaat/ })).toHaveText('1 kandidaat');
  await page.getByRole('link', { name: 'Daan Bakker' }).click();
  await page.getByRole('tab', { name: 'Vacatures', exact: true }).click();
}

/**
 * In a vacancy list: opens the listed vacancies one by one (at most `tries`) until one still
 * offers `action` (a vacancy saved for or by the candidate already shows its Status instead:
 * another journey running beside this one may have saved or proposed the first one). Returns its
 * title, that button and how many vacancies it opened (each one a step in the history), or null
 * when none of them did.
 */
/**
 * The vacancies an explorer lists, as links: only the list's own items (the list's region also
 * holds the search's actions, such as the link to the saved searches).
 */
export function listedVacancies(page: Page): Locator {
  return page.getByRole('region', { name: 'Vacatures' }).getByRole('list').getByRole('link');
}

export async function openAListedVacancyOffering(
  page: Page,
  action: string,
  tries: number,
): Promise<{ title: string; button: Locator; opened: number } | null> {
  const items = listedVacancies(page);
  for (let index = 0; index < tries; index += 1) {
    const item = items.nth(index);
    // The article of the vacancy just opened, not the previous one still on screen while it loads.
    // (The vacancy's id is the last one in the path: in dossier mode the dossier's comes first.)
    const ids = ((await item.getAttribute('href')) ?? '').match(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g);
    const id = ids?.at(-1);
    expect(id).toBeDefined();
    await item.click();
    const article = page.locator(`article[aria-labelledby="vacancy-${id}"]`);
    const heading = article.getByRole('heading', { level: 2 }).first();
    await expect(heading).toBeVisible();
    const button = article.getByRole('button', { name: action, exact: true });
    await expect(button.or(article.getByRole('combobox', { name: 'Status' }))).toBeVisible();
    if ((await button.count()) === 0) continue;
    return { title: ((await heading.textContent()) ?? '').trim(), button, opened: index + 1 };
  }
  return null;
}

/**
 * In dossier mode's vacancy search: proposes the first listed vacancy that can still be proposed
 * to the candidate. Returns its title, or '' when none of the first `tries` could be.
 */
export async function proposeAListedVacancy(page: Page, tries: number): Promise<string> {
  const listed = await openAListedVacancyOffering(page, 'Vacature voorstellen', tries);
  if (!listed) return '';
  await listed.button.click();
  await expect(page.getByText('Vacature voorgesteld.')).toBeVisible();
  return listed.title;
}

/**
 * Chooses an option of a select. A native one (the explorer's) by its label; MUI's opened with
 * the keyboard and the option clicked. A mouse click on MUI's would open it as well, but MUI then
 * also selects the item under the pointer when the button comes up more than 200 ms after the
 * menu opened (drag to select), which a click on a busy machine can do: the item that happened to
 * lie over the select was chosen instead.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  if (await isNativeSelect(select)) {
    await select.selectOption({ label: option });
  } else {
    await select.focus();
    await select.press('Enter');
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await expectChoice(select, option);
}

/** The text of a select's chosen option, a native select's or MUI's. */
export async function expectChoice(select: Locator, option: string): Promise<void> {
  if (await isNativeSelect(select)) await expect(select.locator('option:checked')).toHaveText(option);
  else await expect(select).toHaveText(option);
}

const isNativeSelect = (select: Locator) => select.evaluate((element) => element.tagName === 'SELECT');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The main menu (the navigation drawer) shows exactly these entries, in this order. */
export async function expectMenu(page: Page, labels: string[]): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav).toBeVisible();
  // The organisation's own pages and links arrive a moment after the built-in entries.
  await page.waitForLoadState('networkidle');
  const items = nav.getByRole('link').or(nav.getByRole('button'));
  if (labels.length === 0) await expect(items).toHaveCount(0);
  // An entry may carry a count after its label (Berichten: '2 ongelezen').
  else await expect(items).toHaveText(labels.map((label) => new RegExp(`^${escapeRegExp(label)}(\\d+ ongelezen)?$`)));
}

/** The demo super user: the only one who may read the developers' mailbox. */
export const SUPER_USER_EMAIL = 'super@demo.koers.nl';

/**
 * The latest messages to `to` in the developers' mailbox, read as the super user in a request
 * context of its own (so the page's own session is left alone). Waits until there is one: some
 * mail (a reset link) is written just after the answer.
 */
export async function readMailbox(
  baseURL: string,
  to: string,
): Promise<Array<{ subject: string; text: string; to: string }>> {
  const superUser = await request.newContext({ baseURL });
  try {
    const login = await superUser.post('/api/v1/session', {
      headers: sameOriginHeaders(baseURL),
      data: { data: { type: 'sessions', attributes: { email: SUPER_USER_EMAIL, password: DEMO_PASSWORD } } },
    });
    expect(login.status(), 'super user login').toBe(201);
    let messages: Array<{ subject: string; text: string; to: string }> = [];
    await expect
      .poll(async () => {
        const mailbox = await superUser.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        expect(mailbox.status(), 'mailbox').toBe(200);
        messages = (await mailbox.json()).data;
        return messages.length;
      })
      .toBeGreaterThan(0);
    return messages;
  } finally {
    await superUser.dispose();
  }
}
