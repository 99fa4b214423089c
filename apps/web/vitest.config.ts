import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests of the web app (jsdom); run by the root `vitest run` as project "web".
export default defineProject({
  plugins: [react()],
  define: { __APP_REVISION__: JSON.stringify('test') },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    env: { NODE_ENV: 'test' },
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Lazily loaded components are transformed on first use, which takes seconds on two busy cores.
    testTimeout: 30_000,
  },
});
