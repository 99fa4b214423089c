import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type Database, openDatabase } from '@koers/server-core/db/database';
import { CorpusGenerator } from '@koers/vacancies/demo/corpus-generator';
import { createProgress } from '@koers/vacancies/lib/progress';
import { importFeed } from '@koers/vacancies/modules/imports/pipeline/import-feed';
import { searchVacancies } from '@koers/vacancies/modules/vacancies/search/search.queries';
import { textQuery } from '@koers/vacancies/modules/vacancies/search/words.queries';
import { createVacanciesRepository } from '@koers/vacancies/modules/vacancies/vacancies.repository';
import { prepareVacanciesDatabase } from '@koers/vacancies/prepare';
import { adminStatement } from './postgres-admin';
import { BASELINE_INDEXES, baselineSearch } from './search/baseline';
import { BENCH_QUERIES } from './search/queries';

// `npm run bench:search -- [--count 1000000] [--rounds 5] [--reuse DB] [--keep] [--import-only]`: builds a corpus
// with the generator, imports it through the pipeline into a scratch PostgreSQL database (on the
// server of DATABASE_URL), and times the explorer search against the naive baseline. One core:
// parallel query workers are switched off for both. Not a test; see docs/benchmarks.md.
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    rounds: { type: 'string', default: '5' },
    seed: { type: 'string', default: 'bench' },
    reuse: { type: 'string' },
    keep: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    'import-only': { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const rounds = Number(values.rounds);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Zet DATABASE_URL op een PostgreSQL-server; de benchmark maakt daar een tijdelijke database.');
  process.exit(2);
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  parsed.searchParams.set('options', '-c max_parallel_workers_per_gather=0');
  return parsed.toString();
};
const admin = (statement: string) => adminStatement(serverUrl, statement);

const name = values.reuse ?? `koers_bench_${randomBytes(3).toString('hex')}`;
if (!values.reuse) await admin(`create database ${name}`);
const database: Database = await openDatabase({
  url: withDatabase(serverUrl, name),
  poolSize: 4,
  applicationName: 'koers-bench',
});
const say = (message: string) => console.log(`[bench] ${message}`);

// CPU seconds (user + system) of this database's server processes, from /proc: on a shared
// machine the wall clock says little, the CPU per ad of each side says where the time goes.
const CLOCK_TICKS = 100;
async function serverCpu(): Promise<Map<number, number>> {
  const rows = await database.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
  }
  return cpu;
}
const cpuSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 500);

try {
  await prepareVacanciesDatabase(database);
  let importLine = 'import: hergebruikte database';
  if (!values.reuse) {
    say(`corpus van ${count.toLocaleString('nl-NL')} advertenties genereren en importeren in ${name}`);
    const generator = new CorpusGenerator({ count, seed: String(values.seed), now: new Date() });
    const progress = createProgress(count, 'advertenties');
    const started = Date.now();
    const nodeBefore = process.cpuUsage();
    const serverBefore = await serverCpu();
    async function* items() {
      let line = 0;
      for (const value of generator.records()) yield { line: ++line, value };
    }
    const stats = await importFeed({
      database,
      items: items(),
      kind: 'bench',
      source: `bench:${values.seed}:${count}`,
      batchSize: 1000,
      onProgress: (current) => progress.update(current.read),
    });
    progress.stop();
    const seconds = (Date.now() - started) / 1000;
    const nodeCpu = process.cpuUsage(nodeBefore);
    const serverSeconds = cpuSince(serverBefore, await serverCpu());
    const perThousand = (cpuSeconds: number) => ((1000 * cpuSeconds) / stats.read).toFixed(2);
    importLine = `import: ${stats.read.toLocaleString('nl-NL')} advertenties → ${stats.created.toLocaleString('nl-NL')} vacatures (${stats.merged.toLocaleString('nl-NL')} herplaatsingen) in ${seconds.toFixed(0)} s = ${Math.round(stats.read / seconds)} advertenties/s; fouten ${stats.failed}; maanden herschikt: ${stats.compactedMonths.length}`;
    say(importLine);
    say(
      `CPU per 1.000 advertenties: Node ${perThousand((nodeCpu.user + nodeCpu.system) / 1e6)} s, PostgreSQL ${perThousand(serverSeconds)} s (belasting ${loadavg()[0]?.toFixed(1)})`,
    );
    // Exact against the generator's truth: every posting's identifier ends in its job's number.
    const [truth] = await database.query<{ vacancies: string; mixed: string }>(
      `select (select count(*) from vacancies.external_vacancies)::text as vacancies,
              (select count(*) from (select vacancy_id from vacancies.vacancy_sources
                group by vacancy_id having count(distinct split_part(source_key, '-', -1)) > 1) mixed)::text as mixed`,
    );
    const exact =
      stats.created === generator.summary.jobs &&
      stats.merged === generator.summary.reposts &&
      Number(truth?.vacancies) === generator.summary.jobs &&
      Number(truth?.mixed) === 0;
    say(
      `dedup ${exact ? 'exact' : 'NIET exact'}: ${generator.summary.jobs} banen, ${truth?.vacancies} vacatures, ${truth?.mixed} vacatures met meer dan één baan`,
    );
    if (values['import-only']) process.exitCode = exact ? 0 : 1;
  }
  if (values['import-only']) say('alleen de import gemeten (--import-only)');
  else await measureSearches(importLine);
} finally {
  clearInterval(sampler);
  await database.close();
  if (!values.keep && !values.reuse) await admin(`drop database if exists ${name} with (force)`);
  else say(`database bewaard: ${name} (opnieuw meten met --reuse ${name})`);
}

async function measureSearches(importLine: string) {
  if (!values.reuse) {
    say('baseline-indexen aanmaken (GIN op de tekst, GiST op ll_to_earth)');
    for (const statement of BASELINE_INDEXES) await database.exec(statement);
  }
  // Fresh statistics and a visibility map, as autovacuum leaves them on a live server.
  await database.exec(
    'vacuum analyze vacancies.vacancy_search, vacancies.external_vacancies, vacancies.vacancy_sources, vacancies.internet_employers',
  );
  const [size] = await database.query<{ vacancies: string; search: string; n: string; ads: string }>(
    `select pg_size_pretty(pg_total_relation_size('vacancies.external_vacancies')) as vacancies,
            (select count(*) from vacancies.vacancy_sources)::text as ads,
            pg_size_pretty((select sum(pg_total_relation_size(inhrelid)) from pg_inherits
              where inhparent = 'vacancies.vacancy_search'::regclass)) as search,
            (select count(*) from vacancies.external_vacancies)::text as n`,
  );

  const repo = createVacanciesRepository(database.db);
  const now = new Date();
  const timings = { optimized: [] as number[], baseline: [] as number[] };
  const perQuery = new Map<string, { optimized: number[]; baseline: number[]; counts: [number, number] }>();
  const optimized = async (query: (typeof BENCH_QUERIES)[number]['query']) => {
    const result = await searchVacancies(database.db, query, now);
    await repo.findByIds(result.hits.map((hit) => hit.id));
    return result.count;
  };
  const baseline = async (query: (typeof BENCH_QUERIES)[number]['query']) => {
    const tsquery = query.q ? textQuery(query.q) : null;
    const result = await baselineSearch(database.db, query, tsquery, now);
    await repo.findByIds(result.ids);
    return result.count;
  };
  say(
    `${BENCH_QUERIES.length} zoekvragen × ${rounds} rondes (plus één opwarmronde), afwisselend geoptimaliseerd en baseline`,
  );
  for (let round = 0; round <= rounds; round++) {
    for (const { label, query } of BENCH_QUERIES) {
      const entry = perQuery.get(label) ?? { optimized: [], baseline: [], counts: [0, 0] as [number, number] };
      let start = performance.now();
      entry.counts[0] = await optimized(query);
      const a = performance.now() - start;
      start = performance.now();
      entry.counts[1] = await baseline(query);
      const b = performance.now() - start;
      if (round > 0) {
        timings.optimized.push(a);
        timings.baseline.push(b);
        entry.optimized.push(a);
        entry.baseline.push(b);
      }
      perQuery.set(label, entry);
    }
  }

  const percentile = (list: number[], p: number) => {
    const sorted = [...list].sort((x, y) => x - y);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  };
  const line = (label: string, list: number[]) =>
    `${label.padEnd(16)} p50 ${percentile(list, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(list, 95).toFixed(1).padStart(7)} ms   p99 ${percentile(list, 99).toFixed(1).padStart(7)} ms   (${list.length} metingen)`;
  if (values.verbose) {
    for (const [label, entry] of perQuery) {
      console.log(
        `${percentile(entry.optimized, 50).toFixed(1).padStart(7)} ms | ${percentile(entry.baseline, 50).toFixed(1).padStart(8)} ms | ${String(entry.counts[0]).padStart(6)} / ${String(entry.counts[1]).padStart(6)} | ${label}`,
      );
    }
  }
  const agreeing = [...perQuery.values()].filter((entry) => entry.counts[0] === entry.counts[1]).length;
  console.log('');
  console.log(
    `Corpus: ${Number(size?.ads).toLocaleString('nl-NL')} advertenties, ${Number(size?.n).toLocaleString('nl-NL')} vacatures; tabel ${size?.vacancies}, zoekprojectie ${size?.search}`,
  );
  console.log(importLine);
  console.log(line('geoptimaliseerd', timings.optimized));
  console.log(line('baseline', timings.baseline));
  console.log(
    `Verhouding bij p95: ${(percentile(timings.baseline, 95) / percentile(timings.optimized, 95)).toFixed(1)}×, bij p50: ${(percentile(timings.baseline, 50) / percentile(timings.optimized, 50)).toFixed(1)}×`,
  );
  console.log(
    `Zelfde aantal resultaten in ${agreeing} van ${perQuery.size} zoekvragen (de baseline zoekt alleen op Nederlandse stammen)`,
  );
  console.log(
    `Geheugen: piek RSS ${Math.round(peakRss / 1e6)} MB, heap nu ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`,
  );
}
