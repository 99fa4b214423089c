import { createHash } from 'node:crypto';
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
import { usePreparedStatements } from './pglite-prepared';

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
  /**
   * For writes that need not wait for their commit to reach the disk (synchronous_commit off):
   * committed and visible when the statement returns, but a crash of the database server within
   * a fraction of a second may lose them. Only the access log of reads uses it (docs/decisions.md).
   * On PGlite it is `db` itself.
   */
  asyncCommitDb: Db;
};

/** Told of every statement sent to the database (BEGIN and COMMIT included): the API benchmark counts them. */
/** Told of every statement sent, with its text (BEGIN and COMMIT of a PGlite transaction included). */
export type StatementObserver = (text: string) => void;

export type DatabaseOptions = (
  | { url: string; poolSize?: number; applicationName?: string }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob }
) & { onStatement?: StatementObserver };

export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const observe = options.onStatement;
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10, options.applicationName, observe);
  if ('dataDir' in options) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    return openPglite(new PGlite({ dataDir: options.dataDir, extensions: PGLITE_EXTENSIONS }), observe);
  }
  return openPglite(
    new PGlite({ extensions: PGLITE_EXTENSIONS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) }),
    observe,
  );
}

/** Counts what a PGlite instance runs: its queries, and BEGIN and COMMIT around each transaction. */
function observePglite(client: PGlite, observe: StatementObserver): void {
  const { query, exec, transaction } = client;
  client.query = ((...args: Parameters<typeof query>) => {
    observe(args[0]);
    return query.apply(client, args);
  }) as typeof query;
  client.exec = ((...args: Parameters<typeof exec>) => {
    observe(args[0]);
    return exec.apply(client, args);
  }) as typeof exec;
  client.transaction = ((callback: Parameters<typeof transaction>[0]) =>
    transaction.call(client, (tx) => {
      observe('BEGIN');
      const counted = Object.create(tx) as typeof tx;
      counted.query = (...args: Parameters<typeof tx.query>) => {
        observe(args[0]);
        return tx.query(...args);
      };
      counted.exec = (...args: Parameters<typeof tx.exec>) => {
        observe(args[0]);
        return tx.exec(...args);
      };
      return callback(counted).finally(() => observe('COMMIT'));
    })) as typeof transaction;
}

async function openPglite(client: PGlite, observe?: StatementObserver): Promise<Database> {
  await client.waitReady;
  usePreparedStatements(client);
  if (observe) observePglite(client, observe);
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    url: null,
    pglite: client,
    asyncCommitDb: db,
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

/** The database of a connection string cannot be reached at start; the message says what to check. */
export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    super(
      `De database ${describeUrl(url)} is niet bereikbaar (${reasonOf(cause)}). Controleer DATABASE_URL (host, poort, databasenaam, gebruiker en wachtwoord) en of PostgreSQL draait.`,
    );
    this.name = 'DatabaseUnreachableError';
  }
}

/** Host, port and database of a connection string: never its password. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return '(ongeldige DATABASE_URL)';
  }
}

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (code === 'ECONNREFUSED') return 'verbinding geweigerd';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host onbekend';
  if (code === '28P01' || code === '28000') return 'aanmelden geweigerd';
  if (code === '3D000') return 'database bestaat niet';
  if (error instanceof Error && /timeout/i.test(error.message)) return 'geen antwoord binnen 5 seconden';
  return typeof code === 'string' ? `fout ${code}` : 'geen verbinding';
}

/**
 * How many distinct statement texts are kept prepared per connection. The application's
 * statements are a fixed set; texts beyond it (an IN list of every length, say) run unnamed.
 */
const MAX_PREPARED_TEXTS = 400;

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown };

/**
 * Every parameterised statement runs as a named prepared statement: PostgreSQL parses and
 * plans its text once per connection instead of on every request. The name is derived from
 * the text, so the same text always reuses the same statement.
 */
function textOf(config: unknown): string {
  if (typeof config === 'string') return config;
  const text = config && typeof config === 'object' ? (config as QueryConfigLike).text : undefined;
  return typeof text === 'string' ? text : '';
}

function preparedStatements(observe?: StatementObserver) {
  const names = new Map<string, string>();
  function nameFor(text: string): string | undefined {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (names.size >= MAX_PREPARED_TEXTS) return undefined;
    const name = `koers_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
    return name;
  }
  return (client: pg.PoolClient) => {
    const query = client.query;
    client.query = function namedQuery(this: pg.PoolClient, config: unknown, values?: unknown, callback?: unknown) {
      observe?.(textOf(config));
      const withValues = Array.isArray(values) ? values.length > 0 : false;
      if (config && typeof config === 'object' && !(config as QueryConfigLike).name && withValues) {
        const text = (config as QueryConfigLike).text;
        const name = typeof text === 'string' ? nameFor(text) : undefined;
        if (name) (config as QueryConfigLike).name = name;
      }
      return (query as (...args: unknown[]) => unknown).call(this, config, values, callback);
    } as typeof client.query;
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  applicationName = 'koers',
  observe?: StatementObserver,
): Promise<Database> {
  // A database that does not answer must not hold requests forever: they fail (503) after 5 s.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: applicationName,
    connectionTimeoutMillis: 5_000,
  });
  // A lost idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  pool.on('connect', preparedStatements(observe));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnreachableError(url, error);
  }
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  // Its own small pool whose sessions commit without waiting for the WAL flush; it connects on first use.
  const asyncCommitPool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: `${applicationName}-async-commit`,
    connectionTimeoutMillis: 5_000,
    options: '-c synchronous_commit=off',
  });
  asyncCommitPool.on('error', () => {});
  asyncCommitPool.on('connect', preparedStatements(observe));
  return {
    kind: 'postgres',
    db,
    url,
    pglite: null,
    asyncCommitDb: drizzleNodePg({ client: asyncCommitPool }) as unknown as Db,
    async exec(sqlText) {
      await pool.query(sqlText);
    },
    async query<Row>(sqlText: string, params: unknown[] = []) {
      const result = await pool.query(sqlText, params);
      return result.rows as Row[];
    },
    async close() {
      await Promise.all([pool.end(), asyncCommitPool.end()]);
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

/**
 * For a process's start: opens the database, or — when it cannot be reached — prints one line
 * saying what to check (no stack trace: nothing in it helps an operator) and exits with 1.
 */
export async function openOrExit<T>(open: () => Promise<T>, prefix: string): Promise<T> {
  try {
    return await open();
  } catch (error) {
    if (!(error instanceof DatabaseUnreachableError)) throw error;
    console.error(`${prefix} ${error.message}`);
    process.exit(1);
  }
}
