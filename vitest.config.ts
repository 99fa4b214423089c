import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/vacancies/src/**/*.test.ts'],
          globalSetup: ['./vitest.global-setup.ts'],
          env: { NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
