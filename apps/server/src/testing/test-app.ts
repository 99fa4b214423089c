import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseAnswers } from '@koers/server-core/db/database';
import { createServer } from '@koers/server-core/http/create-server';
import { registerHealthRoutes } from '@koers/server-core/http/health';
import { createLocalDiskStorage } from '@koers/server-core/storage/local-disk-storage';
import { openTestDatabase, type TestDatabase } from '@koers/server-core/testing/test-database';
import { startTestServer, type TestServer } from '@koers/server-core/testing/test-server';
import { inject } from 'vitest';
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
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    /** Run as a second instance on another test app's database (closing leaves it open). */
    sharedDatabase?: TestDatabase;
    /** Receives the server's log (set LOG_LEVEL in `env`; tests are silent by default). */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const database = options.sharedDatabase ?? (await openTestDatabase(inject('serverTemplate')));
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
