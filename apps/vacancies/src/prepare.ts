import type { Database } from '@koers/server-core/db/database';
import { runMigrations } from '@koers/server-core/db/migrate';
import { syncAuthoredData } from './authored/sync-authored-data';
import { vacanciesMigrations } from './migrations';

/** Migrates the vacancies schema and brings the authored lists up to date (every start). */
export async function prepareVacanciesDatabase(database: Database): Promise<void> {
  await runMigrations(database, vacanciesMigrations);
  await syncAuthoredData(database.db);
}
