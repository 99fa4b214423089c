import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One project per workspace that needs its own test database: each builds the migrated template
// of what it is (the main backend, the vacancies service, the composition of both) once per run.
const node = {
  environment: 'node',
  env: { NODE_ENV: 'test' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // A worker keeps its imported modules (and PGlite's compiled WebAssembly) from one test file to
  // the next: importing the backends anew per file was a third of the suite's time, and every
  // file still gets its own database clone and app. No test stubs modules or globals.
  isolate: false,
} as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores that is one, and the
    // second core sat idle while a PGlite test file ran. The suites are CPU-bound, so use them all.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { ...node, name: 'packages', include: ['packages/*/src/**/*.test.ts'] } },
      {
        test: {
          ...node,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['./apps/server/src/testing/global-setup.ts'],
        },
      },
      {
        test: {
          ...node,
          name: 'vacancies',
          include: ['apps/vacancies/src/**/*.test.ts'],
          globalSetup: ['./apps/vacancies/src/testing/global-setup.ts'],
        },
      },
      {
        test: {
          ...node,
          name: 'koers',
          include: ['apps/koers/src/**/*.test.ts'],
          globalSetup: ['./apps/koers/src/testing/global-setup.ts'],
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
