import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@koers/server-core/db/migrate';

/** The vacancies service's own migrations, bookkept in its own schema. */
export const vacanciesMigrations: MigrationSet = {
  folder: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations'),
  schema: 'vacancies',
  table: '__vacancies_migrations',
  lockKey: 7_304_002,
};
