import type { ApiClient } from '@koers/server-core/testing/api-client';
import { beforeAll } from 'vitest';
import { type TestAppFixture, useTestApp } from '../testing/test-app';
import { DEMO_PASSWORD } from './demo-people';
import { seedDemoWorldWithFiles } from './seed';

/** The demo world's app: the test app, seeded before the file's own hooks, with the demo logins. */
export function useDemoWorldApp(): TestAppFixture & { loginAsDemo(email: string): Promise<ApiClient> } {
  const t = useTestApp();
  beforeAll(async () => {
    await seedDemoWorldWithFiles(t.database, t.config);
  });
  return Object.assign(t, { loginAsDemo: (email: string) => t.loginAs({ email, password: DEMO_PASSWORD }) });
}
