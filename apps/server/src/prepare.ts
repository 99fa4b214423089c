import type { Database } from '@koers/server-core/db/database';
import { runMigrations } from '@koers/server-core/db/migrate';
import { prepareJobsSchema } from './jobs/job-runner';
import { serverMigrations } from './migrations';
import { syncReferenceLists } from './modules/reference-lists/reference-lists.service';
import { syncVacancyStates } from './modules/saved-vacancies/saved-vacancies.service';

/** Migrates the main backend's tables and brings its authored lists up to date (every start). */
export async function prepareServerDatabase(database: Database): Promise<void> {
  await runMigrations(database, serverMigrations);
  await syncReferenceLists(database.db);
  await syncVacancyStates(database.db);
  await prepareJobsSchema(database);
  // PGlite has no autovacuum: without statistics its planner guesses, and the dossier list's
  // joins run as nested loops over whole tables. A PostgreSQL server keeps its own.
  if (database.kind === 'pglite') await database.exec('analyze');
}
