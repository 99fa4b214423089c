import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseAnswers, openDatabase, type StatementObserver } from '@koers/server-core/db/database';
import { createServer } from '@koers/server-core/http/create-server';
import { registerHealthRoutes } from '@koers/server-core/http/health';
import { localFilesDir } from '@koers/server-core/storage/create-file-storage';
import type { ApiClient } from '@koers/server-core/testing/api-client';
import { openTestDatabase, type TestDatabase } from '@koers/server-core/testing/test-database';
import { startTestServer, type TestServer } from '@koers/server-core/testing/test-server';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Mailer } from '../modules/mail/mailer';
import { createMainBackend } from '../plugin';

export type TestApp = TestServer & {
  database: TestDatabase;
  /** Where this app keeps uploaded files when no bucket is configured (its own DATA_DIR/files). */
  filesDir: string;
};

/**
 * The real main backend, alone, on a fresh clone of its migrated template database (built by
 * `testing/global-setup.ts`), listening on a free port. Tests talk to it over HTTP only.
 */
export type TestAppOptions = {
  /** On top of the test configuration; S3_* settings put the files in that bucket. */
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Run as a second instance on another test app's database (closing leaves it open). */
  sharedDatabase?: TestDatabase;
  /**
   * With `sharedDatabase` on PostgreSQL: connect to it anew, with a pool of its own, as another
   * machine's instance does. (PGlite lives in one process: there both share its one engine.)
   */
  ownConnection?: boolean;
  /** Hears every statement sent to the test's own database (not with `sharedDatabase`). */
  onStatement?: StatementObserver;
  /** `false`: this instance runs no background jobs (work they would do waits in the database). */
  jobs?: false;
  /** Receives the server's log (set LOG_LEVEL in `env`; tests are silent by default). */
  logStream?: NodeJS.WritableStream;
};

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sharedDatabase;
  const ownPool = shared?.url && options.ownConnection ? await openOwnPool(shared.url) : null;
  const database =
    ownPool ??
    shared ??
    (await openTestDatabase(inject('serverTemplate'), options.onStatement ? { onStatement: options.onStatement } : {}));
  // Each app has a DATA_DIR of its own (uploaded files, unless a bucket is configured), as each
  // instance of an installation has.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-data-'));
  const server = await startTestServer(
    async (config) => {
      const backend = createMainBackend({
        config,
        database,
        ...(options.mailer ? { mailer: options.mailer } : {}),
        ...(options.jobs === false ? { jobs: false } : {}),
      });
      const app = await createServer(config, {
        resolver: backend.resolver,
        requestCounter: backend.requestCounter,
        ...(options.logStream ? { logStream: options.logStream } : {}),
      });
      registerHealthRoutes(app, [
        { name: 'database', check: () => databaseAnswers(database) },
        { name: 'storage', check: () => backend.storage.answers() },
      ]);
      await app.register(backend.plugin);
      return app;
    },
    { DATA_DIR: dataDir, ...options.env },
  );
  return {
    ...server,
    database,
    filesDir: localFilesDir(server.config),
    async close() {
      await server.close();
      // The test's own database, or this instance's own pool to a shared one.
      if (!shared || ownPool) await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another connection pool to a test database on PostgreSQL; disposing closes the pool only. */
async function openOwnPool(url: string): Promise<TestDatabase> {
  const database = await openDatabase({ url, poolSize: 5 });
  return { ...database, dispose: () => database.close() };
}

/** A test file's app, with the step nearly every test takes first: signing somebody in. */
export type TestAppFixture = TestApp & {
  /** A fresh client signed in as the person (asserting the login's 201). */
  loginAs(person: { email: string; password: string }): Promise<ApiClient>;
};

/**
 * The test file's app: started in a `beforeAll` (before the file's own hooks, which may use it),
 * closed in an `afterAll`. Its fields are read inside tests and hooks, once it runs.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestAppFixture {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return fixtureOf(() => {
    if (!started) throw new Error('The test app starts in beforeAll: use it inside tests and hooks.');
    return started;
  });
}

/** The fixture's view of the app that `current` returns once it runs. */
function fixtureOf(current: () => TestApp): TestAppFixture {
  return {
    get app() {
      return current().app;
    },
    get url() {
      return current().url;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
    get filesDir() {
      return current().filesDir;
    },
    client: () => current().client(),
    close: () => current().close(),
    async loginAs(person) {
      const client = current().client();
      expect((await client.login(person.email, person.password)).status).toBe(201);
      return client;
    },
  };
}
