import type { Database } from '@koers/server-core/db/database';
import { runMigrations } from '@koers/server-core/db/migrate';
import { vacanciesMigrations } from './migrations';
import { syncAuthoredData } from './modules/imports/authored-data';

/** Migrates the vacancies schema and brings the authored lists up to date (every start). */
export async function prepareVacanciesDatabase(database: Database): Promise<void> {
  await runMigrations(database, vacanciesMigrations);
  await syncAuthoredData(database.db);
}
