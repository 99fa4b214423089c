import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '@koers/server-core/config';
import { createLocalDiskStorage } from '@koers/server-core/storage/local-disk-storage';
import { ApiClient } from '@koers/server-core/testing/api-client';
import { openTestDatabase, type TestDatabase } from '@koers/server-core/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { Mailer } from '../modules/mail/mailer';

export type TestApp = {
  app: FastifyInstance;
  url: string;
  database: TestDatabase;
  /** Where this app keeps uploaded files. */
  filesDir: string;
  config: Config;
  /** A fresh browser-like client with its own cookie jar. */
  client(): ApiClient;
  close(): Promise<void>;
};

/**
 * The real main backend (with the vacancies service mounted) on a fresh clone of the migrated
 * template database, listening on a free port. Tests talk to it over HTTP only.
 */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    serveWeb?: boolean;
    /** Run as a second instance on another test app's database (closing leaves it open). */
    sharedDatabase?: TestDatabase;
    /** Receives the server's log (set LOG_LEVEL in `env`; tests are silent by default). */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const database = options.sharedDatabase ?? (await openTestDatabase(inject('koersTemplate')));
  // Uploaded files of this test file go to its own temporary directory.
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-files-'));
  const provisional = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', ...options.env });
  const app = await buildApp({
    config: provisional,
    database,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    serveWeb: options.serveWeb ?? false,
    storage: createLocalDiskStorage(filesDir),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // The public URL decides the allowed Origin; now that the port is known, point it here.
  Object.assign(provisional, { publicUrl: url, port });
  return {
    app,
    url,
    database,
    filesDir,
    config: provisional,
    client: () => new ApiClient(url),
    async close() {
      await app.close();
      if (!options.sharedDatabase) await database.dispose();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
