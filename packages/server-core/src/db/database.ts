import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * The Drizzle handle every repository receives. PGlite and node-postgres differ only in
 * their result type, which repositories never look at.
 */
// biome-ignore lint/suspicious/noExplicitAny: the schema is each backend's own; repositories use tables directly.
export type Db = PgDatabase<PgQueryResultHKT, any>;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  kind: DatabaseKind;
  db: Db;
  /** PostgreSQL only: the connection string, for work that needs its own session. */
  url: string | null;
  /** Runs SQL text with several statements (DDL, seeds); no parameters. */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
  /** PGlite only: the underlying instance, for dumping a test template. */
  pglite: PGlite | null;
};

export type DatabaseOptions =
  | { url: string; poolSize?: number; applicationName?: string }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob };

export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10, options.applicationName);
  if ('dataDir' in options) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    return openPglite(new PGlite({ dataDir: options.dataDir, extensions: PGLITE_EXTENSIONS }));
  }
  return openPglite(
    new PGlite({ extensions: PGLITE_EXTENSIONS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) }),
  );
}

async function openPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    url: null,
    pglite: client,
    async exec(sqlText) {
      await client.exec(sqlText);
    },
    async query<Row>(sqlText: string, params: unknown[] = []) {
      const result = await client.query<Row>(sqlText, params);
      return result.rows;
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number, applicationName = 'koers'): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: applicationName });
  // A lost idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  await pool.query('select 1');
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    url,
    pglite: null,
    async exec(sqlText) {
      await pool.query(sqlText);
    },
    async query<Row>(sqlText: string, params: unknown[] = []) {
      const result = await pool.query(sqlText, params);
      return result.rows as Row[];
    },
    async close() {
      await pool.end();
    },
  };
}

/** True when the database answers a trivial query (readiness). */
export async function databaseAnswers(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
