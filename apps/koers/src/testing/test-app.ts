import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localFilesDir } from '@koers/server-core/storage/create-file-storage';
import { openTestDatabase, type TestDatabase } from '@koers/server-core/testing/test-database';
import { startTestServer, type TestServer } from '@koers/server-core/testing/test-server';
import { inject } from 'vitest';
import { buildApp } from '../app';

export type TestApp = TestServer & {
  database: TestDatabase;
  /** Where uploaded files live when no bucket is configured (its own DATA_DIR/files). */
  filesDir: string;
};

/**
 * Koers as `npm start` composes it (main backend and vacancies service on one database, the
 * web app when `serveWeb`), on a fresh clone of the migrated template of both
 * (`testing/global-setup.ts`), listening on a free port. Tests talk to it over HTTP only.
 */
export async function startTestApp(
  options: { serveWeb?: boolean; jobs?: boolean; env?: Record<string, string>; vacancies?: boolean } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(inject('koersTemplate'));
  // A DATA_DIR of its own (uploaded files go there unless `env` names a bucket).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-data-'));
  const server = await startTestServer(
    (config) =>
      buildApp({
        config,
        database,
        serveWeb: options.serveWeb ?? false,
        ...(options.jobs === false ? { jobs: false } : {}),
        // `vacancies: false`: the main backend alone, as `--only-server` runs it.
        ...(options.vacancies === false ? { vacanciesDatabase: null } : {}),
      }),
    { DATA_DIR: dataDir, ...options.env },
  );
  return {
    ...server,
    database,
    filesDir: localFilesDir(server.config),
    async close() {
      await server.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
