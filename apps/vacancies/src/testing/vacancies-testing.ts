import type { Database } from '@koers/server-core/db/database';
import { runCli } from '@koers/server-core/testing/run-cli';
import type { FeatureFlag, UserType } from '@koers/shared';
import { CorpusGenerator, type CorpusSummary } from '../demo/corpus-generator';
import { readFeed } from '../modules/imports/pipeline/feed-reader';
import { type ImportStats, importFeed } from '../modules/imports/pipeline/import-feed';
import { type TestApp, testActor } from './test-app';

/**
 * Runs one of the vacancies service's command-line tools (`generate-vacancies.ts`, …) as an
 * operator would, with `env` added to this process's environment: its exit code and everything it
 * printed, stdout first.
 */
export function runVacanciesCli(script: string, args: string[], env: Record<string, string> = {}) {
  return runCli(`apps/vacancies/src/cli/${script}`, args, env);
}

/** Imports a generated corpus through the pipeline, as the demo seed does. */
export async function importCorpus(
  database: Database,
  options: {
    count: number;
    seed?: string;
    now?: Date;
    batchSize?: number;
    compactMinimumRows?: number;
    normalizeInWorkerAfter?: number;
  },
): Promise<{ stats: ImportStats; summary: CorpusSummary; records: Array<Record<string, unknown>> }> {
  const generator = new CorpusGenerator({
    count: options.count,
    seed: options.seed ?? 'test',
    now: options.now ?? new Date(),
  });
  const records = [...generator.records()];
  const stats = await importFeed({
    database,
    items: toItems(records),
    kind: 'file',
    source: 'test',
    ...(options.now ? { now: options.now } : {}),
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    ...(options.compactMinimumRows ? { compactMinimumRows: options.compactMinimumRows } : {}),
    ...(options.normalizeInWorkerAfter !== undefined ? { normalizeInWorkerAfter: options.normalizeInWorkerAfter } : {}),
  });
  return { stats, summary: generator.summary, records };
}

async function* toItems(records: unknown[]) {
  let line = 0;
  for (const value of records) yield { line: ++line, value: JSON.parse(JSON.stringify(value)) as unknown };
}

/** Imports feed text (JSON Lines or a JSON array) exactly as the CLI reads a file. */
export async function importText(
  database: Database,
  text: string,
  options: { now?: Date; normalizeInWorkerAfter?: number } = {},
): Promise<ImportStats> {
  async function* chunks() {
    // Small chunks, so records and lines cross chunk boundaries as they do in a large file.
    for (let index = 0; index < text.length; index += 97) yield text.slice(index, index + 97);
  }
  return importFeed({
    database,
    items: readFeed(chunks()),
    kind: 'file',
    source: 'test',
    ...(options.now ? { now: options.now } : {}),
    ...(options.normalizeInWorkerAfter !== undefined ? { normalizeInWorkerAfter: options.normalizeInWorkerAfter } : {}),
  });
}

/**
 * A signed-in client of a fresh organisation with the given features (all by default): a member
 * with the coach right unless `userType` or `rights` say otherwise.
 */
export async function loggedIn(
  t: TestApp,
  options: { features?: FeatureFlag[]; userType?: UserType; rights?: Record<string, boolean> } = {},
) {
  const actor = testActor(options);
  const client = t.client();
  t.sessions.signIn(client, actor);
  return { client, actor };
}

let employerNumber = 0;

/** A posting of its own employer, so no two test postings are taken for reposts of each other. */
export function jobPosting(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  employerNumber++;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    identifier: { '@type': 'PropertyValue', value: `T-${Math.random().toString(36).slice(2)}` },
    url: 'https://www.werkplein.example/vacature/1',
    title: 'Magazijnmedewerker',
    description: '<p>Je verzamelt orders in ons magazijn in Tilburg.</p>',
    datePosted: '2026-06-01',
    hiringOrganization: { '@type': 'Organization', name: `Testlogistiek ${employerNumber} B.V.` },
    jobLocation: {
      '@type': 'Place',
      address: { postalCode: '5038 AB', addressLocality: 'Tilburg', addressCountry: 'NL' },
    },
    ...overrides,
  };
}
