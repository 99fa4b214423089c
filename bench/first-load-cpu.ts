import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '@koers/server/seed/demo-people';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { startKoers } from './koers-process';
import type { TraceEvent } from './trace-event';

// `npm run bench:first-load -- [--runs 5] [--pages login,explorer,dossiers] [--base URL | --data-dir DIR]
// [--profile 25]`: the main thread's CPU time of a phone's first load (issue 40.4), the figure that
// the Lighthouse score's blocking time comes from, without the wait for a core that a shared
// machine adds to every task's wall time. Each load starts with an empty HTTP cache (as
// Lighthouse's), in Debian's Chromium, the candidate logged in through the login page for the
// explorer, the coach for `/dossiers` (only with --pages). Prints per load: the scripts it
// fetched, the renderer main thread's CPU time from navigation until the network is quiet and
// 1.5 s more, its long tasks (≥ 12.5 ms of CPU: over 50 ms at Lighthouse's 4× CPU slowdown) and
// the blocking time they make at 4×; `--profile N` adds V8's sampled CPU profile, the N functions
// with the most self time and the time per script. Not a test: figures depend on the machine.
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: 'login,explorer' },
    base: { type: 'string' },
    'data-dir': { type: 'string' },
    vacancies: { type: 'string', default: '20000' },
    profile: { type: 'string' },
    // Counts React's commits and the components each one rendered (through the DevTools hook).
    renders: { type: 'boolean', default: false },
    // Keeps each load's trace, with --renders its commits (DIR/<page>-<run>.renders.json) and with
    // --profile the last load's profile as DIR/<page>.cpuprofile (Chromium's DevTools opens it).
    save: { type: 'string' },
  },
});
const runs = Number(values.runs);
const say = (message: string) => console.log(`[bench:first-load] ${message}`);

const CANDIDATE = 'kandidaat@demo.koers.nl';
const COACH = 'coach@demo.koers.nl';
/** Who logs in first (none: the page is public); `dossiers` only when asked, with --pages. */
const PAGES = [
  { name: 'login', path: '/login', user: null },
  { name: 'explorer', path: '/vacancies/internet', user: CANDIDATE },
  { name: 'dossiers', path: '/dossiers', user: COACH },
];
const CATEGORIES = [
  'devtools.timeline',
  'blink.user_timing',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
];

/**
 * Runs in the page before its scripts (a string: tsx's helpers do not exist there): a stand-in
 * for React DevTools' hook that, at each commit, counts the components whose render ran (flag
 * PerformedWork on a fiber that was not in the previous commit's tree: a subtree React skipped
 * keeps its fibers).
 */
const countRenders = `(() => {
  const commits = [];
  let previous = new WeakSet();
  const nameOf = (fiber) => {
    const type = fiber.elementType ?? fiber.type;
    return type?.displayName || type?.name || type?.render?.name || type?.type?.name || 'anonymous';
  };
  window.__koersRenders = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      const seen = new WeakSet();
      const commit = { at: Math.round(performance.now()), rendered: 0, names: {}, roots: [] };
      const rendered = new WeakSet();
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        seen.add(fiber);
        if (fiber.flags & 1 && !previous.has(fiber) && typeof fiber.type !== 'string') {
          commit.rendered++;
          rendered.add(fiber);
          const name = nameOf(fiber);
          commit.names[name] = (commit.names[name] ?? 0) + 1;
          // Where this render started: the nearest component above it did not render.
          let parent = fiber.return;
          while (parent && typeof parent.type === 'string') parent = parent.return;
          if (!parent || !rendered.has(parent)) commit.roots.push(name);
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
      commits.push(commit);
    },
  };
})();`;

type Load = { cpu: number; wall: number; tasks: number; long: number[]; blocking: number };

const chromePath = execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
if (!chromePath) throw new Error('Debian-Chromium (`chromium`) niet gevonden.');

const koers = values.base
  ? null
  : await startKoers({
      name: 'bench-first-load',
      dataDir: values['data-dir'],
      env: { SEED_VACANCIES_COUNT: values.vacancies },
    });
const base = values.base ?? koers?.base ?? '';
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
});
try {
  say(`Koers op ${base}, ${chromePath} ${browser.version()}`);
  const rows: string[] = [];
  if (values.save) fs.mkdirSync(values.save, { recursive: true });
  for (const spec of PAGES.filter((item) => values.pages.split(',').includes(item.name))) {
    // A phone's viewport, as Lighthouse's mobile preset (Moto G Power: 412 × 823 at 1.75).
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    if (spec.user) await logIn(await context.newPage(), spec.user);
    const loads: Load[] = [];
    for (let run = 1; run <= runs; run++) {
      // A new tab each time: a renderer of its own, without the compiled code of the previous load.
      for (const open of context.pages()) await open.close();
      const page = await context.newPage();
      if (values.renders) await page.addInitScript({ content: countRenders });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      // Only with --profile: V8's profiler changes what it measures (the entry's evaluation took half the time).
      const profiling = values.profile && run === runs ? await startProfile(cdp) : null;
      let scripts = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts++;
      });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(`${base}${spec.path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const buffer = await browser.stopTracing();
      if (values.save) fs.writeFileSync(path.join(values.save, `${spec.name}-${run}.trace.json`), buffer);
      const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
      if (new URL(page.url()).pathname !== spec.path) throw new Error(`${spec.path} eindigde op ${page.url()}`);
      const load = mainThread(trace.traceEvents, `${base}${spec.path}`);
      if (!load) {
        // A busy machine sometimes loses the navigation's trace events: that load again.
        say(`${spec.path} load ${run}: no navigationStart in the trace, again`);
        run--;
        continue;
      }
      loads.push(load);
      say(
        `${spec.path} load ${run}: ${scripts} scripts, CPU ${ms(load.cpu)} (wall ${ms(load.wall)}, ${load.tasks} tasks), long tasks ${load.long.map(ms).join(', ') || '—'}, blocking at 4× ${ms(load.blocking)}, load ${os.loadavg()[0]?.toFixed(1)}`,
      );
      if (values.renders) {
        const commits = (await page.evaluate('window.__koersRenders')) as Commit[];
        printRenders(commits);
        if (values.save)
          fs.writeFileSync(path.join(values.save, `${spec.name}-${run}.renders.json`), JSON.stringify(commits));
      }
      if (profiling) {
        const profile = await profiling();
        if (values.save) fs.writeFileSync(path.join(values.save, `${spec.name}.cpuprofile`), JSON.stringify(profile));
        if (values.profile) printProfile(profile, Number(values.profile));
      }
    }
    const cpu = median(loads.map((item) => item.cpu));
    const blocking = median(loads.map((item) => item.blocking));
    say(`${spec.path} (median of ${runs}): main-thread CPU ${ms(cpu)}, blocking at 4× ${ms(blocking)}`);
    rows.push(`| \`${spec.path}\` | ${ms(cpu)} | ${ms(blocking)} | ${os.loadavg()[0]?.toFixed(1)} |`);
    await context.close();
  }
  console.log('\n| page | main-thread CPU per load | blocking at 4× | load (1 min) |\n|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  await koers?.stop();
}

function ms(value: number) {
  return `${Math.round(value)} ms`;
}

function median(numbers: number[]) {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The renderer main thread's tasks from the navigation on: CPU and wall time, long tasks by CPU. */
function mainThread(events: TraceEvent[], url: string): Load | null {
  const threads = new Map<string, number>();
  for (const event of events)
    if (event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      threads.set(`${event.pid}:${event.tid}`, 0);
  // The page's own navigation (the trace also holds those of frames that some parts make and drop).
  const start = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url);
  if (!start) return null;
  const main = `${start.pid}:${start.tid}`;
  const load: Load = { cpu: 0, wall: 0, tasks: 0, long: [], blocking: 0 };
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || `${event.pid}:${event.tid}` !== main || event.ts < start.ts)
      continue;
    const cpu = (event.tdur ?? 0) / 1000;
    load.cpu += cpu;
    load.wall += (event.dur ?? 0) / 1000;
    load.tasks++;
    if (cpu >= 12.5) load.long.push(cpu);
    load.blocking += Math.max(0, cpu * 4 - 50);
  }
  return load;
}

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

async function startProfile(cdp: CDPSession) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return async () => ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile;
}

/** Self time per function and per script of V8's sampled profile. */
function printProfile(profile: Profile, count: number) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const scripts = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    const time = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const file = frame.url.split('/').pop() || frame.functionName;
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + time);
    scripts.set(file, (scripts.get(file) ?? 0) + time);
  });
  const top = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  say('  self time per script:');
  for (const [file, time] of top(scripts)) say(`    ${ms(time).padStart(7)}  ${file}`);
  say('  self time per function:');
  for (const [name, time] of top(functions)) say(`    ${ms(time).padStart(7)}  ${name}`);
}

type Commit = { at: number; rendered: number; names: Record<string, number>; roots: string[] };

function printRenders(commits: Commit[]) {
  const total = commits.reduce((sum, commit) => sum + commit.rendered, 0);
  say(`  ${commits.length} commits, ${total} component renders:`);
  for (const commit of commits) {
    const names = Object.entries(commit.names)
      .sort((a, b) => b[1] - a[1])
      .slice(0, commit.rendered > 1000 ? 60 : 8)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    say(
      `    ${String(commit.at).padStart(6)} ms: ${String(commit.rendered).padStart(4)} from ${commit.roots.slice(0, 6).join(', ')}; ${names}`,
    );
  }
}

/** Through the login page, as a person does; the session cookie stays in the context. */
async function logIn(page: Page, email: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
