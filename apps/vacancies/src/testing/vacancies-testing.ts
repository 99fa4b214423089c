import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Database } from '@koers/server-core/db/database';
import type { FeatureFlag, UserType } from '@koers/shared';
import { CorpusGenerator, type CorpusSummary } from '../demo/corpus-generator';
import { readFeed } from '../modules/imports/pipeline/feed-reader';
import { type ImportStats, importFeed } from '../modules/imports/pipeline/import-feed';
import { type TestApp, testActor } from './test-app';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Runs one of the vacancies service's command-line tools (`generate-vacancies.ts`, …) as an
 * operator would, with `env` added to this process's environment: its exit code and everything it
 * printed, stdout first.
 */
export async function runVacanciesCli(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', `apps/vacancies/src/cli/${script}`, ...args],
      { cwd: repositoryRoot, env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, output: `${stdout}\n${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, output: `${failed.stdout}\n${failed.stderr}` };
  }
}

/** Imports a generated corpus through the pipeline, as the demo seed does. */
export async function importCorpus(
  database: Database,
  options: { count: number; seed?: string; now?: Date; batchSize?: number; compactMinimumRows?: number },
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
  });
  return { stats, summary: generator.summary, records };
}

async function* toItems(records: unknown[]) {
  let line = 0;
  for (const value of records) yield { line: ++line, value: JSON.parse(JSON.stringify(value)) as unknown };
}

/** Imports feed text (JSON Lines or a JSON array) exactly as the CLI reads a file. */
export async function importText(database: Database, text: string, options: { now?: Date } = {}): Promise<ImportStats> {
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
