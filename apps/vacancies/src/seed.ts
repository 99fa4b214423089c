import type { Database } from '@koers/server-core/db/database';
import { and, eq } from 'drizzle-orm';
import { CorpusGenerator, type KnownEmployer } from './demo/corpus-generator';
import { importFeed } from './modules/imports/pipeline/import-feed';
import { jobTitlesForCodes } from './modules/occupations/occupations.service';
import { parseExplorerQuery } from './modules/vacancies/search/explorer-query';
import { searchVacancies } from './modules/vacancies/search/search.queries';
import { importRuns } from './schema/imports.table';

/** Size of the demo corpus; SEED_VACANCIES_COUNT makes it smaller for browser tests and CI. */
export const DEFAULT_SEED_VACANCIES_COUNT = 20_000;
export const DEMO_CORPUS_SEED = 'koers-demo';

export function seedVacanciesCount(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.SEED_VACANCIES_COUNT;
  if (value === undefined || value === '') return DEFAULT_SEED_VACANCIES_COUNT;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`Configuratiefout: SEED_VACANCIES_COUNT moet een geheel getal zijn (nu: ${value}).`);
  }
  return count;
}

/** True once a demo corpus has been imported completely (an interrupted seed runs again). */
export async function isVacanciesSeeded(database: Database): Promise<boolean> {
  const rows = await database.db
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(and(eq(importRuns.kind, 'demo'), eq(importRuns.status, 'finished')))
    .limit(1);
  return rows.length > 0;
}

/**
 * The demo internet vacancies: the generated Dutch corpus, ending today, imported through the
 * same pipeline as a real feed; `knownEmployers` (another service's demo employers) post a few
 * of them. Safe to run again after an interruption: postings already in
 * the database are recognised and skipped.
 */
export async function seedVacancies(
  database: Database,
  options: { count?: number; now?: Date; log?: (message: string) => void; knownEmployers?: KnownEmployer[] } = {},
): Promise<void> {
  const count = options.count ?? seedVacanciesCount();
  const log = options.log ?? (() => {});
  const generator = new CorpusGenerator({
    count,
    seed: DEMO_CORPUS_SEED,
    now: options.now ?? new Date(),
    ...(options.knownEmployers ? { knownEmployers: options.knownEmployers } : {}),
  });
  async function* items() {
    let line = 0;
    for (const value of generator.records()) yield { line: ++line, value };
  }
  const started = Date.now();
  let reported = 0;
  const stats = await importFeed({
    database,
    items: items(),
    kind: 'demo',
    source: `${DEMO_CORPUS_SEED}:${count}`,
    onProgress: (progress) => {
      if (progress.read - reported >= 5000) {
        reported = progress.read;
        log(`internetvacatures: ${progress.read.toLocaleString('nl-NL')} van ${count.toLocaleString('nl-NL')}`);
      }
    },
  });
  log(
    `internetvacatures: ${stats.created.toLocaleString('nl-NL')} vacatures uit ${stats.read.toLocaleString('nl-NL')} advertenties ` +
      `(${stats.merged.toLocaleString('nl-NL')} herplaatsingen samengevoegd) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

/**
 * Internet vacancies for another service's demo data (saved vacancies, favourites), found the way
 * the explorer finds them: the words near a PC4 area, newest first, of any age; topped up with
 * other vacancies nearby and then further away when a small corpus has too few. Other services
 * never read this service's tables: the composition hands them these ids.
 */
export async function findDemoVacancyIds(
  database: Database,
  search: { q: string; postalCode: string; count: number },
): Promise<string[]> {
  const geoId = search.postalCode.replace(/\D/g, '').slice(0, 4);
  const found: string[] = [];
  for (const attempt of [
    { q: search.q, radius: '25' },
    { q: '', radius: '25' },
    { q: '', radius: '200' },
  ]) {
    if (found.length >= search.count) break;
    const query = parseExplorerQuery({
      ...(attempt.q ? { q: attempt.q } : {}),
      geoId,
      radius: attempt.radius,
      period: 'all',
      sort: 'newest',
      facetNames: '',
      'page[size]': String(Math.min(100, search.count * 3)),
    });
    const result = await searchVacancies(database.db, query);
    for (const hit of result.hits) {
      if (found.length < search.count && !found.includes(hit.id)) found.push(hit.id);
    }
  }
  return found;
}

/**
 * Occupations by code for another service's demo data (the internal vacancies' job titles): the
 * authored fallback occupations are there from the first start, whatever the corpus.
 */
export function findDemoJobTitles(
  database: Database,
  codes: string[],
): Promise<Array<{ id: string; code: string; label: string }>> {
  return jobTitlesForCodes(database.db, codes);
}
