import type { Db } from '@koers/server-core/db/database';
import { and, eq, like, or } from 'drizzle-orm';
import { themes } from '../schema/themes.table';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';

const DEMO_THEME_HOST_NAME = 'werkpad.localhost';

/**
 * Werkpad's own host in the demo: `werkpad.localhost` (browsers resolve *.localhost without
 * DNS) on the port Koers is reached at, the port of PUBLIC_URL (by default PORT's).
 */
export function demoThemeHost(publicUrl: string): string {
  const { port } = new URL(publicUrl);
  return port ? `${DEMO_THEME_HOST_NAME}:${port}` : DEMO_THEME_HOST_NAME;
}

/**
 * Moves the demo theme to this start's host, so `PORT=4400 npm start` shows Werkpad at
 * werkpad.localhost:4400 also when the demo world was made on another port. Touches nothing
 * but the demo organisation's werkpad.localhost theme.
 */
export async function followDemoThemeHost(db: Db, publicUrl: string): Promise<void> {
  await db
    .update(themes)
    .set({ host: demoThemeHost(publicUrl), updatedAt: new Date() })
    .where(
      and(
        eq(themes.organizationId, demoId(DEMO_ORGANIZATIONS.werkpad.key)),
        or(eq(themes.host, DEMO_THEME_HOST_NAME), like(themes.host, `${DEMO_THEME_HOST_NAME}:%`)),
      ),
    );
}
