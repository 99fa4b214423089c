import type { Db } from '@koers/server-core/db/database';
import { eq } from 'drizzle-orm';
import { themes } from './themes.table';

export type ThemeRow = typeof themes.$inferSelect;

export function createThemesRepository(db: Db) {
  return {
    async findByHost(host: string): Promise<ThemeRow | null> {
      const [row] = await db.select().from(themes).where(eq(themes.host, host)).limit(1);
      return row ?? null;
    },
  };
}
