import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@koers/server-core/config';
import { type Database, openDatabase } from '@koers/server-core/db/database';
import { prepareVacanciesDatabase } from '../prepare';

/**
 * The database a command-line tool writes to: the one `npm start` uses (VACANCIES_DATABASE_URL,
 * else DATABASE_URL, else the embedded database in DATA_DIR), or with `--standalone` the one of
 * `npm run start:vacancies`. The embedded database allows one process at a time: stop the
 * server before importing into it.
 */
export async function openCliDatabase(standalone: boolean): Promise<Database> {
  const config = loadConfig();
  const url = standalone ? config.databaseUrl : (config.vacanciesDatabaseUrl ?? config.databaseUrl);
  const database = url
    ? await openDatabase({ url, applicationName: 'koers-vacancies-cli' })
    : await openDatabase({ dataDir: path.join(config.dataDir, standalone ? 'vacancies' : 'pglite') });
  await prepareVacanciesDatabase(database);
  return database;
}

export type CliArguments = { values: Record<string, string | boolean | undefined>; positionals: string[] };

/** Reads the options of a tool (all string options unless listed in `flags`), or shows its usage. */
export function cliArguments(options: string[], usage: string): CliArguments {
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      options: {
        ...Object.fromEntries(options.map((name) => [name, { type: 'string' as const }])),
        standalone: { type: 'boolean' },
      },
      allowPositionals: true,
    });
    return { values: values as CliArguments['values'], positionals };
  } catch (error) {
    console.error(`${(error as Error).message}\n\nGebruik: ${usage}`);
    process.exit(2);
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
