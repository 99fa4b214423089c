import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase, type StatementObserver } from '../db/database';

/**
 * Where test files find the migrated template: a PGlite dump on disk, or a template database
 * on the PostgreSQL server of DATABASE_URL. Built once per test run by the global setup.
 */
export type TemplateRef = { kind: 'pglite'; path: string } | { kind: 'postgres'; url: string; template: string };

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Builds the template once: `prepare` migrates and loads what every test needs. */
export async function buildTemplate(
  prepare: (database: Database) => Promise<void>,
  databaseUrl: string | undefined,
  base?: TemplateRef,
): Promise<{ ref: TemplateRef; teardown: () => Promise<void> }> {
  if (databaseUrl) {
    const template = `koers_tpl_${randomBytes(4).toString('hex')}`;
    const from = base?.kind === 'postgres' ? ` TEMPLATE ${base.template}` : '';
    await admin(databaseUrl, (client) => client.query(`CREATE DATABASE ${template}${from}`));
    const database = await openDatabase({ url: withDatabase(databaseUrl, template), poolSize: 2 });
    await prepare(database);
    await database.close();
    return {
      ref: { kind: 'postgres', url: databaseUrl, template },
      teardown: () =>
        admin(databaseUrl, async (client) => {
          const { rows } = await client.query<{ datname: string }>(
            'SELECT datname FROM pg_database WHERE datname LIKE $1',
            [`${template.replace('tpl', 't')}%`],
          );
          for (const row of rows) await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
          await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
        }),
    };
  }
  const database = await openDatabase(
    base?.kind === 'pglite' ? { memory: true, loadDataDir: templateTar(base.path) } : { memory: true },
  );
  await prepare(database);
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('PGlite dump failed');
  const file = path.join(os.tmpdir(), `koers-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { ref: { kind: 'pglite', path: file }, teardown: async () => fs.rmSync(file, { force: true }) };
}

/**
 * A Vitest global setup's work: builds the template once per run (a PGlite dump, or a template
 * database on the server of DATABASE_URL), hands its reference to the test files through
 * `provide`, and returns the teardown that removes it.
 */
export async function setUpTemplate(
  prepare: (database: Database) => Promise<void>,
  provide: (ref: TemplateRef) => void,
  options: TemplateOptions = {},
): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL || undefined;
  const base = options.base ? builtTemplates().get(options.base.name) : undefined;
  // Without the base's template in this run (its project not selected), its work comes first.
  const work =
    options.base && !base
      ? async (database: Database) => {
          await options.base?.prepare(database);
          await prepare(database);
        }
      : prepare;
  const { ref, teardown } = await buildTemplate(work, url, base);
  if (options.name) builtTemplates().set(options.name, ref);
  provide(ref);
  return async () => {
    if (options.name) builtTemplates().delete(options.name);
    await teardown();
  };
}

export type TemplateOptions = {
  /** Under this name a later project's template may start from this one. */
  name?: string;
  /**
   * This template is that one with `prepare` on top: it starts from a copy of that template when
   * it was built in this run (its migrations are not run twice), else runs its `prepare` first.
   */
  base?: { name: string; prepare: (database: Database) => Promise<void> };
};

/**
 * The templates built in this run. Global setups run one after the other in Vitest's own process,
 * each project with its own module graph: the process's global is what they share.
 */
function builtTemplates(): Map<string, TemplateRef> {
  const shared = globalThis as { koersTestTemplates?: Map<string, TemplateRef> };
  shared.koersTestTemplates ??= new Map();
  return shared.koersTestTemplates;
}

export type TestDatabase = Database & { dispose(): Promise<void> };

/**
 * The template's tar as PGlite reads it: `arrayBuffer()` hands over the bytes read once per
 * worker. PGlite copies each file out of them into its own memory and never writes to them, so
 * every clone can share them; a real Blob of 45 MB was copied twice per clone and read back in
 * chunks (half a CPU-second of a 1-second clone under load, docs/benchmarks.md).
 */
class TemplateTar extends Blob {
  readonly #tar: ArrayBuffer;
  constructor(tar: ArrayBuffer) {
    super([]);
    this.#tar = tar;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#tar);
  }
}

const templateTars = new Map<string, TemplateTar>();

function templateTar(file: string): TemplateTar {
  let tar = templateTars.get(file);
  if (!tar) {
    const bytes = fs.readFileSync(file);
    tar = new TemplateTar(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    templateTars.set(file, tar);
  }
  return tar;
}

/** A fresh database for one test file, cloned from the template. */
/** A fresh database from the template; `onStatement` hears every statement sent to it. */
export async function openTestDatabase(
  ref: TemplateRef,
  { onStatement }: { onStatement?: StatementObserver } = {},
): Promise<TestDatabase> {
  const observed = onStatement ? { onStatement } : {};
  if (ref.kind === 'pglite') {
    const database = await openDatabase({ memory: true, loadDataDir: templateTar(ref.path), ...observed });
    return { ...database, dispose: () => database.close() };
  }
  const name = `${ref.template.replace('tpl', 't')}_${randomBytes(4).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(ref.url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${ref.template}`));
      break;
    } catch (error) {
      // Two files cloning the same template at once: PostgreSQL refuses the second; try again.
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  const database = await openDatabase({ url: withDatabase(ref.url, name), poolSize: 5, ...observed });
  return {
    ...database,
    async dispose() {
      await database.close();
      await admin(ref.url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
