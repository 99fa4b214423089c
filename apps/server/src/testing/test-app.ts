import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseAnswers, type StatementObserver } from '@koers/server-core/db/database';
import { createServer } from '@koers/server-core/http/create-server';
import { registerHealthRoutes } from '@koers/server-core/http/health';
import { createLocalDiskStorage } from '@koers/server-core/storage/local-disk-storage';
import type { ApiClient } from '@koers/server-core/testing/api-client';
import { openTestDatabase, type TestDatabase } from '@koers/server-core/testing/test-database';
import { startTestServer, type TestServer } from '@koers/server-core/testing/test-server';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Mailer } from '../modules/mail/mailer';
import { createMainBackend } from '../plugin';

export type TestApp = TestServer & {
  database: TestDatabase;
  /** Where this app keeps uploaded files. */
  filesDir: string;
};

/**
 * The real main backend, alone, on a fresh clone of its migrated template database (built by
 * `testing/global-setup.ts`), listening on a free port. Tests talk to it over HTTP only.
 */
export type TestAppOptions = {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Run as a second instance on another test app's database (closing leaves it open). */
  sharedDatabase?: TestDatabase;
  /** Hears every statement sent to the test's own database (not with `sharedDatabase`). */
  onStatement?: StatementObserver;
  /** Receives the server's log (set LOG_LEVEL in `env`; tests are silent by default). */
  logStream?: NodeJS.WritableStream;
};

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database =
    options.sharedDatabase ??
    (await openTestDatabase(inject('serverTemplate'), options.onStatement ? { onStatement: options.onStatement } : {}));
  // Uploaded files of this test file go to its own temporary directory.
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-files-'));
  const server = await startTestServer(async (config) => {
    const backend = createMainBackend({
      config,
      database,
      ...(options.mailer ? { mailer: options.mailer } : {}),
      storage: createLocalDiskStorage(filesDir),
    });
    const app = await createServer(config, {
      resolver: backend.resolver,
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
    registerHealthRoutes(app, [{ name: 'database', check: () => databaseAnswers(database) }]);
    await app.register(backend.plugin);
    return app;
  }, options.env);
  return {
    ...server,
    database,
    filesDir,
    async close() {
      await server.close();
      if (!options.sharedDatabase) await database.dispose();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
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
