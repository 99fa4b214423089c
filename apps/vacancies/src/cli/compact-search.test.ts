import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVacanciesCli } from '../testing/vacancies-testing';

let dir: string;

/** A tool run on an embedded database of its own. */
const tool = (script: string, args: string[]) =>
  runVacanciesCli(script, args, { DATA_DIR: dir, DATABASE_URL: '', VACANCIES_DATABASE_URL: '' });

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-compact-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run compact:vacancies', () => {
  // Three command-line runs, each starting Node and its database: give a busy machine time.
  it('rewrites the months it is given, says which had no vacancies, and refuses what is not a month', {
    timeout: 120_000,
  }, async () => {
    const feed = path.join(dir, 'feed.jsonl');
    expect(
      (
        await tool('generate-vacancies.ts', [
          '--count',
          '300',
          '--seed',
          'herschik',
          '--out',
          feed,
          '--now',
          '2026-10-20',
        ])
      ).code,
    ).toBe(0);
    const imported = await tool('import-vacancies.ts', [feed]);
    expect(imported.code).toBe(0);
    // A few hundred ads are far below the rows a month needs before the import lays it out itself.
    expect(imported.output).toContain('Zoektabel herschikt op plaats: geen maand');

    const compacted = await tool('compact-search.ts', ['2026-09', '2019-01']);
    expect(compacted.code).toBe(0);
    expect(compacted.output).toMatch(/september 2026: zoektabel herschikt in \d+,\d s/);
    expect(compacted.output).toContain('januari 2019: geen vacatures uit deze maand in de zoektabel');

    const refused = await tool('compact-search.ts', ['2026-13']);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('Geen maand: 2026-13. Schrijf een maand als 2026-10.');
  });
});
