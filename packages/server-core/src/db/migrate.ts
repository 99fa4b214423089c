import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './database';

export type MigrationSet = {
  /** Folder with drizzle-kit's SQL files and meta/_journal.json. */
  folder: string;
  /** Schema that holds this set's bookkeeping table, so two services never share one. */
  schema: string;
  table: string;
  /** Key for the advisory lock that keeps two instances from migrating at once. */
  lockKey: number;
};

/** Applies the committed SQL migrations of one service, once per database. */
export async function runMigrations(database: Database, set: MigrationSet): Promise<void> {
  const config = { migrationsFolder: set.folder, migrationsSchema: set.schema, migrationsTable: set.table };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  // Advisory locks belong to a session, so lock, migrate and unlock on one dedicated connection.
  const client = new pg.Client({ connectionString: database.url ?? undefined });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [set.lockKey]);
    await migrateNodePg(drizzleNodePg({ client }), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [set.lockKey]).catch(() => {});
    await client.end();
  }
}
