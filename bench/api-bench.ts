import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { buildApp } from '@koers/koers/app';
import { prepareDatabases } from '@koers/koers/bootstrap';
import { DEMO_PASSWORD } from '@koers/server/seed/demo-people';
import { seedDemoWorld } from '@koers/server/seed/seed';
import { loadConfig } from '@koers/server-core/config';
import { type Database, openDatabase } from '@koers/server-core/db/database';
import { publicAccess } from '@koers/server-core/http/access';
import { route } from '@koers/server-core/http/route';
import type { Document } from '@koers/server-core/jsonapi/document';
import { EXTERNAL_VACANCY_LIST_FIELDS } from '@koers/shared/vacancies';
import { seedVacancies } from '@koers/vacancies/seed';
import type { LoadRequest, LoadResult } from './api/load';
import { type Actor, type Ask, type MixedFamily, mixedAsks } from './api/mixed-asks';
import { adminStatement } from './postgres-admin';

// `npm run bench:api -- [--seconds 10] [--connections 1,8] [--databases pglite,postgres]
// [--vacancies 20000] [--scenarios …] [--accept-encoding none] [--write]`: the API under load, one
// Node process serving (this one) and the load from another. Per database and connection count:
// - `mixed` (the headline): many people of both demo organisations and every role, each asking
//   their own dossier list, employer list, explorer search or vacancy list (bench/api/mixed-asks.ts);
//   no two asks of a run share a URL, so no kept answer stands in for the request path;
// - `mixed-dossiers`, `mixed-explorer`, `mixed-employers`: one family of those asks alone;
// - `dossiers`, `employers`, `explorer`: one URL asked again and again by one person (the kept
//   answer, labelled 'één URL');
// - `health`: `/health`, the rate of the same stack with no work behind it;
// - `ceiling`: the dossier list's own 20-row document from memory through the same Fastify stack.
// Prints req/s, p50, p99, SQL statements and Node CPU per request; --write puts the table in
// docs/benchmarks.md. Not a test: figures depend on the machine and its load.
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '1,8' },
    databases: { type: 'string', default: 'pglite,postgres' },
    vacancies: { type: 'string', default: '20000' },
    scenarios: {
      type: 'string',
      default: 'health,mixed,mixed-dossiers,mixed-explorer,mixed-employers,dossiers,employers,explorer,ceiling',
    },
    // What the web app's requests carry: every browser asks for compressed answers. `none` measures
    // a client that does not (curl, a script).
    'accept-encoding': { type: 'string', default: 'gzip, deflate, br' },
    write: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const acceptEncoding = values['accept-encoding'] === 'none' ? '' : values['accept-encoding'];
const warmupSeconds = Number(values.warmup);
const connectionCounts = values.connections.split(',').map(Number);
const databaseKinds = values.databases.split(',') as Array<'pglite' | 'postgres'>;
const scenarioNames = values.scenarios.split(',');
const postgresUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const here = path.dirname(fileURLToPath(import.meta.url));
const say = (message: string) => console.log(`[bench:api] ${message}`);

type Row = {
  database: string;
  scenario: string;
  connections: number;
  result: LoadResult;
  statementsPerRequest: number;
  /** CPU time of this (the serving) process per answered request, in ms: the cost, whatever the load. */
  cpuMsPerRequest: number;
  load: string;
};

let statements = 0;
const countStatement = () => {
  statements++;
};

const admin = (statement: string) => adminStatement(postgresUrl, statement);

async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    // On disk in a directory of its own, as `npm start` runs it (DATA_DIR), not in memory.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-bench-api-'));
    const database = await openDatabase({ dataDir, onStatement: countStatement });
    return { database, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `koers_bench_api_${randomBytes(3).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), onStatement: countStatement });
  return { database, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

const runLoad = promisify(execFile);
async function load(request: LoadRequest): Promise<LoadResult> {
  const { stdout } = await runLoad(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'api/load.ts'), JSON.stringify(request)],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LoadResult;
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const { database, drop } = await openBenchDatabase(kind);
  try {
    say(`${kind}: migraties, demowereld en ${Number(values.vacancies).toLocaleString('nl-NL')} internetvacatures`);
    await prepareDatabases({ database, vacanciesDatabase: database });
    await seedDemoWorld(database);
    await seedVacancies(database, { count: Number(values.vacancies) });

    // Production settings: no request logging below warnings, no development mailbox.
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: 'http://127.0.0.1' });
    const app = await buildApp({ config, database, serveWeb: false });
    let ceilingDocument: Document = { data: [] };
    app.register(async (scope) => {
      route(scope, {
        method: 'GET',
        url: '/bench/ceiling',
        access: publicAccess,
        async handler(_input, reply) {
          return reply.jsonApi(ceilingDocument);
        },
      });
    });
    let answered = 0;
    let received = 0;
    app.addHook('onRequest', async () => {
      received++;
    });
    app.addHook('onResponse', async () => {
      answered++;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    Object.assign(config, { publicUrl: base });

    const administrator = await logIn(base, 'beheerder@demo.koers.nl');
    // The employers screen is the account manager's (the administrator has no employer rights).
    const accountManager = await logIn(base, 'accountmanager@demo.koers.nl');
    const { context, organizationId, headers } = administrator;
    const dossiers = new URLSearchParams({
      'filter[view]': 'active',
      'filter[access]': 'everyone',
      sort: 'name',
      'page[number]': '1',
      'page[size]': '20',
      include: 'track,track.track_type,coaches',
      _count: 'true',
      user_context_id: context.id,
    });
    // The employers screen's first page, as apps/web asks it (get-employers.ts, its defaults).
    const employers = new URLSearchParams({
      'filter[view]': 'active',
      'filter[expired]': 'none',
      'filter[account_manager]': 'all',
      sort: 'name',
      'page[number]': '1',
      'page[size]': '20',
      include: 'contacts,custom_field_values',
      _count: 'true',
      user_context_id: accountManager.context.id,
    });
    // As the web app's list asks it (search-external-vacancies.ts): the cards' fields only.
    const explorer = new URLSearchParams({
      q: 'medewerker',
      geoId: 'utrecht-ut',
      'page[size]': '20',
      'fields[external_vacancies]': EXTERNAL_VACANCY_LIST_FIELDS.join(','),
      user_context_id: context.id,
    });
    const people = async (emails: string[]): Promise<Actor[]> =>
      (await Promise.all(emails.map((email) => logIn(base, email)))).flatMap((person) => person.actors);
    const family = {
      dossiers: await people([
        'beheerder@demo.koers.nl',
        'coach@demo.koers.nl',
        'wisselaar@demo.koers.nl',
        'coach@stroomlijn.demo.koers.nl',
      ]),
      employers: await people(['accountmanager@demo.koers.nl', 'ruben.deboer@demo.koers.nl']),
      explorer: await people(['kandidaat@demo.koers.nl', 'kandidaat@stroomlijn.demo.koers.nl', 'coach@demo.koers.nl']),
      'employer-vacancies': await people(['werkgever@demo.koers.nl']),
    } satisfies Record<MixedFamily, Actor[]>;
    // Each mix's asks are made when its scenario runs and dropped after it: held all at once they
    // were some 300 MB of strings in this (the serving) process, marked by every full collection,
    // which a real server does not hold (a bench artefact in the tails, docs/benchmarks.md).
    const mixes: Record<string, () => Ask[]> = {
      mixed: () =>
        mixedAsks({
          dossiers: { actors: family.dossiers, weight: 5 },
          explorer: { actors: family.explorer, weight: 3 },
          employers: { actors: family.employers, weight: 1 },
          'employer-vacancies': { actors: family['employer-vacancies'], weight: 1 },
        }),
      'mixed-dossiers': () => mixedAsks({ dossiers: { actors: family.dossiers, weight: 1 } }),
      'mixed-explorer': () => mixedAsks({ explorer: { actors: family.explorer, weight: 1 } }),
      'mixed-employers': () => mixedAsks({ employers: { actors: family.employers, weight: 1 } }),
    };
    const used: Record<string, number> = {};
    const scenarios: Record<string, { path: string; headers: Record<string, string> }> = {
      health: { path: '/health', headers },
      ceiling: { path: '/bench/ceiling', headers },
      dossiers: { path: `/api/v1/organization/${organizationId}/dossiers?${dossiers}`, headers },
      employers: {
        path: `/api/v1/organization/${accountManager.organizationId}/employers?${employers}`,
        headers: accountManager.headers,
      },
      explorer: { path: `/vacancies/api/v1/external_vacancies?${explorer}`, headers },
    };
    const first = await fetch(`${base}${scenarios.dossiers?.path}`, { headers });
    if (first.status !== 200) throw new Error(`dossierlijst: ${first.status} ${await first.text()}`);
    ceilingDocument = (await first.json()) as Document;
    const rows = Array.isArray(ceilingDocument.data) ? ceilingDocument.data.length : 0;
    say(`${kind}: dossierlijst geeft ${rows} dossiers (van ${String(ceilingDocument.meta?.count)})`);

    const results: Row[] = [];
    const asksFile = path.join(os.tmpdir(), `koers-bench-asks-${process.pid}.json`);
    for (const scenario of scenarioNames) {
      let asks: Ask[] | undefined = mixes[scenario]?.();
      const chosen = asks ? asks[0] : scenarios[scenario];
      if (!chosen) throw new Error(`onbekend scenario ${scenario}`);
      const { path: pathName, headers } = chosen;
      // Every family's asks must be answered, not refused: the first ones of each kind are tried.
      for (const ask of asks ? asks.slice(0, 40) : [chosen]) {
        const check = await fetch(`${base}${ask.path}`, { headers: ask.headers });
        if (check.status !== 200) throw new Error(`${scenario}: ${check.status} ${ask.path} ${await check.text()}`);
      }
      used[scenario] = 40;
      // The load process reads them from a file: written once per scenario, then let go here.
      if (asks) fs.writeFileSync(asksFile, JSON.stringify(asks));
      const mixed = asks !== undefined;
      asks = undefined;
      for (const connections of connectionCounts) {
        const before = { statements, answered, cpu: process.cpuUsage() };
        const loadAverage = os.loadavg()[0]?.toFixed(1) ?? '?';
        const result = await load({
          url: `${base}${pathName}`,
          headers,
          connections,
          seconds,
          warmupSeconds,
          ...(mixed ? { asksFile, skip: used[scenario] } : {}),
        });
        if (mixed) used[scenario] = (used[scenario] ?? 0) + result.sent;
        const requests = Math.max(1, answered - before.answered);
        const statementsPerRequest = (statements - before.statements) / requests;
        const cpu = process.cpuUsage(before.cpu);
        const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / requests;
        const row = {
          database: kind,
          scenario,
          connections,
          result,
          statementsPerRequest,
          cpuMsPerRequest,
          load: loadAverage,
        };
        say(formatRow(row));
        results.push(row);
      }
    }
    fs.rmSync(asksFile, { force: true });
    // The load generator waits for its answers; this waits for any request still being handled
    // (at most 30 s), so none meets the pool closed below.
    for (const until = Date.now() + 30_000; answered < received && Date.now() < until; )
      await new Promise((resolve) => setTimeout(resolve, 20));
    if (answered < received) say(`${kind}: ${received - answered} verzoeken nog onderweg bij het sluiten`);
    await app.close();
    await database.close();
    return results;
  } finally {
    await drop().catch(() => {});
  }
}

/** Logs in as a demo person: the cookie and accept headers of its requests, its first context. */
async function logIn(base: string, email: string) {
  const login = await fetch(`${base}/api/v1/session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/vnd.api+json',
      origin: base,
      'x-frontend-host': new URL(base).host,
    },
    body: JSON.stringify({ data: { type: 'sessions', attributes: { email, password: DEMO_PASSWORD } } }),
  });
  if (login.status !== 201) throw new Error(`inloggen als ${email} mislukt: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const session = (await login.json()) as {
    included: Array<{ id: string; type: string; attributes: { organization: { id: string } } }>;
  };
  const context = session.included[0];
  if (!context) throw new Error(`geen gebruikerscontext voor ${email}`);
  const headers: Record<string, string> = { cookie, accept: 'application/vnd.api+json' };
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  // A person with contexts in two organisations asks as each of them.
  const actors: Actor[] = session.included
    .filter((included) => included.attributes.organization?.id)
    .map((included) => ({ organizationId: included.attributes.organization.id, contextId: included.id, headers }));
  return { context, organizationId: context.attributes.organization.id, headers, actors };
}

/** What the scenario asks: every ask a different URL, or one URL again and again. */
const askKind = (scenario: string) =>
  scenario.startsWith('mixed') ? 'alle verschillend' : scenario === 'health' || scenario === 'ceiling' ? '' : 'één URL';

/** The row's rate as a share of `/health`'s in the same run (same database and connections). */
function shareOfHealth(row: Row, rows: Row[]): string {
  const health = rows.find(
    (other) => other.scenario === 'health' && other.database === row.database && other.connections === row.connections,
  );
  if (!health || row.scenario === 'health') return '';
  return `${((100 * row.result.requestsPerSecond) / health.result.requestsPerSecond).toFixed(1)} %`;
}

function formatRow(row: Row): string {
  const { result } = row;
  return [
    row.database.padEnd(8),
    row.scenario.padEnd(16),
    askKind(row.scenario).padEnd(17),
    String(row.connections).padStart(2),
    `${Math.round(result.requestsPerSecond).toLocaleString('nl-NL').padStart(7)} req/s`,
    `p50 ${result.p50Ms.toFixed(1).padStart(5)} ms`,
    `p99 ${result.p99Ms.toFixed(1).padStart(5)} ms`,
    `${row.statementsPerRequest.toFixed(1).padStart(4)} SQL/req`,
    `CPU ${row.cpuMsPerRequest.toFixed(2).padStart(5)} ms/req`,
    `${Math.round(result.bytesPerResponse).toLocaleString('nl-NL')} B`,
    result.failures ? `${result.failures} fouten` : '',
    result.repeats ? `${result.repeats} herhaald` : '',
    `load ${row.load}`,
  ].join('  ');
}

const SECTION_START = '<!-- bench:api:start -->';
const SECTION_END = '<!-- bench:api:end -->';

function markdownTable(rows: Row[]): string {
  const lines = [
    '| database | scenario | asks | conn. | req/s | of /health | p50 ms | p99 ms | SQL/req | Node CPU ms/req | load (1 min) |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.scenario} | ${askKind(row.scenario)} | ${row.connections} | ${Math.round(row.result.requestsPerSecond)} | ${shareOfHealth(row, rows)} | ` +
        `${row.result.p50Ms.toFixed(1)} | ${row.result.p99Ms.toFixed(1)} | ${row.statementsPerRequest.toFixed(1)} | ${row.cpuMsPerRequest.toFixed(2)} | ${row.load}${row.result.repeats ? ` (${row.result.repeats} herhaald)` : ''} |`,
    ),
  ];
  return lines.join('\n');
}

function writeBenchmarks(rows: Row[]) {
  const file = path.resolve(here, '../docs/benchmarks.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(SECTION_START);
  const end = text.indexOf(SECTION_END);
  if (start < 0 || end < 0) throw new Error(`docs/benchmarks.md mist ${SECTION_START} … ${SECTION_END}`);
  const stamp = `Gemeten ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${os.cpus().length} cores, ${seconds} s per meting na ${warmupSeconds} s opwarmen, \`accept-encoding: ${acceptEncoding || '(geen)'}\`.`;
  const body = `${SECTION_START}\n${stamp}\n\n${markdownTable(rows)}\n${SECTION_END}`;
  fs.writeFileSync(file, text.slice(0, start) + body + text.slice(end + SECTION_END.length));
  say('cijfers geschreven in docs/benchmarks.md');
}

const all: Row[] = [];
for (const kind of databaseKinds) all.push(...(await benchDatabase(kind)));
console.log(`\n${markdownTable(all)}`);
if (values.write) writeBenchmarks(all);
