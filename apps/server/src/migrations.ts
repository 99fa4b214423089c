import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@koers/server-core/db/migrate';

/** The main backend's migrations (drizzle-kit output, committed). */
export const serverMigrations: MigrationSet = {
  folder: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations'),
  schema: 'public',
  table: '__koers_migrations',
  lockKey: 7_304_001,
};
