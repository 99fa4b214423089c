import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { openDatabase } from '@koers/server-core/db/database';
import { createSearchCardsBuilder } from '@koers/vacancies/modules/vacancies/search/search-cards';
import { readSearchIndex } from '@koers/vacancies/modules/vacancies/search/search-index';
import { prepareVacanciesDatabase } from '@koers/vacancies/prepare';
import { seedVacancies } from '@koers/vacancies/seed';
import { adminStatement } from './postgres-admin';

// `npm run bench:index-memory -- [--vacancies 20000]`: the heap the explorer's facet index
// (search-index.ts) takes for the demo's internet vacancies, and of it the list's cards
// (search-cards.ts), on a scratch database of the PostgreSQL server of DATABASE_URL. Needs
// `--expose-gc` (the npm script gives it). Not a test; see docs/benchmarks.md.
const { values } = parseArgs({ options: { vacancies: { type: 'string', default: '20000' } } });
const serverUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('start met node --expose-gc (npm run bench:index-memory)');
/** The heap in use once what the last statements and awaits held for a moment is let go. */
const heap = async () => {
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
  return process.memoryUsage().heapUsed;
};
const name = `koers_bench_memory_${randomBytes(3).toString('hex')}`;
await adminStatement(serverUrl, `create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
try {
  await prepareVacanciesDatabase(database);
  await seedVacancies(database, { count: Number(values.vacancies) });
  const empty = await heap();
  const cpu = process.cpuUsage();
  const index = await readSearchIndex(database.db, Number.POSITIVE_INFINITY);
  const readCpu = process.cpuUsage(cpu);
  const whole = (await heap()) - empty;
  if (!index) throw new Error('geen index');
  // The cards alone, read again beside the index (which keeps its own).
  const beforeCards = await heap();
  const cardsCpu = process.cpuUsage();
  const cards = await (async () => {
    const builder = createSearchCardsBuilder(database.db);
    for (let at = 0; at < index.size; at += 500) await builder.add(index.ids.slice(at, at + 500));
    return builder.done(index.ids);
  })();
  const cardsReadCpu = process.cpuUsage(cardsCpu);
  const ofCards = (await heap()) - beforeCards;
  const seconds = (usage: NodeJS.CpuUsage) => ((usage.user + usage.system) / 1e6).toFixed(2);
  const perRow = (bytes: number) => Math.round(bytes / index.size);
  console.log(
    `[bench:index-memory] ${index.size} rijen: index ${(whole / 2 ** 20).toFixed(1)} MB (${perRow(whole)} B/rij), ` +
      `waarvan kaarten ${(ofCards / 2 ** 20).toFixed(1)} MB (${perRow(ofCards)} B/rij); ` +
      `lezen ${seconds(readCpu)} CPU-s, waarvan kaarten ${seconds(cardsReadCpu)}; load ${loadavg()[0]?.toFixed(1)}`,
  );
  if (!cards.cardOf(0)) throw new Error('geen kaart');
} finally {
  await database.close();
  await adminStatement(serverUrl, `drop database if exists ${name} with (force)`);
}
