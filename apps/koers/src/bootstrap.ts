import path from 'node:path';
import { prepareServerDatabase } from '@koers/server/prepare';
import type { Config } from '@koers/server-core/config';
import { type Database, openDatabase } from '@koers/server-core/db/database';
import { prepareVacanciesDatabase } from '@koers/vacancies/prepare';

export type Databases = { database: Database; vacanciesDatabase: Database };

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. The vacancies
 * service uses VACANCIES_DATABASE_URL when set, otherwise the same database (its own schema).
 */
export async function openDatabases(config: Config): Promise<Databases> {
  const database = config.databaseUrl
    ? await openDatabase({ url: config.databaseUrl })
    : await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
  const vacanciesDatabase = config.vacanciesDatabaseUrl
    ? await openDatabase({ url: config.vacanciesDatabaseUrl, applicationName: 'koers-vacancies' })
    : database;
  return { database, vacanciesDatabase };
}

/** Applies both services' migrations and brings the reference lists (and the vacancies service's authored lists) up to date. */
export async function prepareDatabases({ database, vacanciesDatabase }: Databases): Promise<void> {
  await prepareServerDatabase(database);
  await prepareVacanciesDatabase(vacanciesDatabase);
}

export async function closeDatabases({ database, vacanciesDatabase }: Databases): Promise<void> {
  if (vacanciesDatabase !== database) await vacanciesDatabase.close();
  await database.close();
}
