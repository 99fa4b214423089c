import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '@koers/server/seed/demo-people';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startKoers } from './koers-process';
import type { TraceEvent } from './trace-event';

// `npm run bench:lighthouse -- [--runs 3] [--pages login,explorer] [--vacancies 20000]
// [--data-dir DIR] [--out DIR] [--trace]`: a phone's first load (issue 40). Starts `npm start`'s entry point
// (production build of the web app, PGlite with the demo world in a temporary DATA_DIR, or in DIR,
// kept for the next run), logs the demo candidate in through the login page of Debian's Chromium,
// and runs Lighthouse's mobile preset (simulated throttling: estimated from the trace, so a busy
// machine moves it little) on `/login` logged out and on the explorer `/vacancies/internet`
// logged in. Prints the median of the runs: performance score, LCP, TBT, FCP, CLS, Speed Index and
// the largest opportunities. Not a test: figures depend on the machine and its load.
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'login,explorer' },
    vacancies: { type: 'string', default: '20000' },
    'data-dir': { type: 'string' },
    out: { type: 'string' },
    // Also keeps each run's trace (open it in Chromium's DevTools, Performance panel).
    trace: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const say = (message: string) => console.log(`[bench:lighthouse] ${message}`);

type Page = { name: string; path: string; loggedIn: boolean };
const PAGES: Page[] = [
  { name: 'login', path: '/login', loggedIn: false },
  { name: 'explorer', path: '/vacancies/internet', loggedIn: true },
];
const CANDIDATE = 'kandidaat@demo.koers.nl';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Figures = { score: number; lcp: number; tbt: number; fcp: number; cls: number; si: number };

const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;
const figures = (result: Result): Figures => ({
  score: Math.round((result.categories.performance?.score ?? 0) * 100),
  lcp: numeric(result, 'largest-contentful-paint'),
  tbt: numeric(result, 'total-blocking-time'),
  fcp: numeric(result, 'first-contentful-paint'),
  cls: numeric(result, 'cumulative-layout-shift'),
  si: numeric(result, 'speed-index'),
});
const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const chromePath = execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
if (!chromePath) throw new Error('Debian-Chromium (`chromium`) niet gevonden.');

const koers = await startKoers({
  name: 'bench-lighthouse',
  dataDir: values['data-dir'],
  env: { SEED_VACANCIES_COUNT: values.vacancies },
});
const out = values.out ?? fs.mkdtempSync(path.join(os.tmpdir(), 'koers-lighthouse-'));
fs.mkdirSync(out, { recursive: true });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    // Nothing leaves this machine: every host name but the server's address fails to resolve.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});
try {
  say(`Koers op ${koers.base}, Chromium ${chromePath} op poort ${chrome.port}; rapporten in ${out}`);
  const rows: string[] = [];
  for (const page of PAGES.filter((item) => values.pages.split(',').includes(item.name))) {
    if (page.loggedIn) await logIn(chrome.port, koers.base, CANDIDATE);
    const results: Result[] = [];
    const cpuTbts: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const answer = await measure(`${koers.base}${page.path}`, chrome.port);
      const result = answer.lhr;
      if (new URL(result.finalDisplayedUrl).pathname !== page.path)
        throw new Error(`${page.path} eindigde op ${result.finalDisplayedUrl} (niet ingelogd?)`);
      fs.writeFileSync(path.join(out, `${page.name}-${run}.json`), JSON.stringify(result));
      if (values.trace)
        fs.writeFileSync(path.join(out, `${page.name}-${run}.trace.json`), JSON.stringify(answer.artifacts.Trace));
      const each = figures(result);
      const cpu = blockingFromCpuTime(answer.artifacts.Trace.traceEvents);
      cpuTbts.push(cpu);
      say(
        `${page.path} run ${run}: score ${each.score}, LCP ${seconds(each.lcp)}, TBT ${Math.round(each.tbt)} ms (uit CPU-tijd ${Math.round(cpu)} ms), load ${os.loadavg()[0]?.toFixed(1)}`,
      );
      results.push(result);
    }
    const all = results.map(figures);
    const mid: Figures = {
      score: median(all.map((item) => item.score)),
      lcp: median(all.map((item) => item.lcp)),
      tbt: median(all.map((item) => item.tbt)),
      fcp: median(all.map((item) => item.fcp)),
      cls: median(all.map((item) => item.cls)),
      si: median(all.map((item) => item.si)),
    };
    // The run whose score is the median one explains the figures.
    const typical = results[all.findIndex((item) => item.score === mid.score)] ?? results[0];
    if (!typical) continue;
    say(
      `${page.path} (mediaan van ${runs}): score ${mid.score}, LCP ${seconds(mid.lcp)}, TBT ${Math.round(mid.tbt)} ms (uit CPU-tijd ${Math.round(median(cpuTbts))} ms), FCP ${seconds(mid.fcp)}, CLS ${mid.cls.toFixed(3)}, Speed Index ${seconds(mid.si)}`,
    );
    printDetails(typical);
    rows.push(
      `| \`${page.path}\`${page.loggedIn ? ' (ingelogd)' : ''} | ${mid.score} | ${seconds(mid.lcp)} | ${Math.round(mid.tbt)} ms | ${seconds(mid.fcp)} | ${mid.cls.toFixed(3)} | ${seconds(mid.si)} | ${os.loadavg()[0]?.toFixed(1)} |`,
    );
  }
  console.log(
    `\n| pagina | score | LCP | TBT | FCP | CLS | Speed Index | load (1 min) |\n|---|---|---|---|---|---|---|---|`,
  );
  for (const row of rows) console.log(row);
} finally {
  chrome.kill();
  await koers.stop();
}

/** One Lighthouse run; a run whose trace came out unusable (NO_NAVSTART, on a busy machine) again, twice at most. */
async function measure(url: string, port: number, attempt = 1) {
  const answer = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!answer) throw new Error('Lighthouse gaf geen resultaat.');
  const error = answer.lhr.runtimeError;
  if (!error) return answer;
  if (attempt >= 3) throw new Error(`Lighthouse: ${error.message}`);
  say(`  opnieuw (${error.code})`);
  return measure(url, port, attempt + 1);
}

/**
 * TBT as Lighthouse simulates it (each main-thread task after the first paint × 4, what exceeds
 * 50 ms), but from the tasks' CPU time instead of their wall time: on this shared machine a task
 * waits for a core, which the wall time counts and the CPU time does not. Compare runs with it,
 * not with the real TBT.
 */
function blockingFromCpuTime(events: TraceEvent[]): number {
  const threads = new Map<string, number>();
  for (const event of events) {
    if (event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      threads.set(`${event.pid}:${event.tid}`, 0);
  }
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && threads.has(thread)) threads.set(thread, (threads.get(thread) ?? 0) + 1);
  }
  // The page's main thread: the renderer thread that ran the most tasks.
  const main = [...threads.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = (event: TraceEvent) => `${event.pid}:${event.tid}` === main;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && onMain(event))?.ts ?? 0;
  let blocking = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || !onMain(event) || event.ts < paint) continue;
    blocking += Math.max(0, ((event.tdur ?? 0) / 1000) * 4 - 50);
  }
  return blocking;
}

/** Through the login page, as a person does: the session cookie stays in the browser for the runs. */
async function logIn(port: number, base: string, email: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('geen browsercontext');
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.close();
  } finally {
    // Disconnects; the browser (started by chrome-launcher) and its cookies stay.
    await browser.close();
  }
}

function printDetails(result: Result) {
  type Item = Record<string, unknown>;
  const lcpElement = result.audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ items?: Item[] }> }
    | undefined;
  const element = lcpElement?.items?.[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  if (element?.snippet) say(`  LCP-element: ${element.snippet.slice(0, 160)}`);
  const phases = lcpElement?.items?.[1]?.items as Array<{ phase: string; timing: number }> | undefined;
  if (phases) say(`  LCP-fasen: ${phases.map((item) => `${item.phase} ${Math.round(item.timing)} ms`).join(', ')}`);
  const opportunities = Object.values(result.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 1)
    .map((audit) => ({
      title: audit.title,
      savings: (audit.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0,
      bytes: (audit.details as { overallSavingsBytes?: number }).overallSavingsBytes ?? 0,
    }))
    .filter((item) => item.savings > 0 || item.bytes > 0)
    .sort((a, b) => b.savings - a.savings || b.bytes - a.bytes)
    .slice(0, 6);
  for (const item of opportunities)
    say(`  kans: ${item.title}: ${Math.round(item.savings)} ms, ${Math.round(item.bytes / 1024)} KB`);
  for (const id of ['bootup-time', 'mainthread-work-breakdown', 'network-requests']) {
    const audit = result.audits[id];
    if (audit?.displayValue) say(`  ${audit.title}: ${audit.displayValue}`);
  }
}
