import type { Db } from '@koers/server-core/db/database';
import { asc, eq } from 'drizzle-orm';
import { themes } from '../../schema/themes.table';

export type ThemeRow = typeof themes.$inferSelect;
export type {
  StoredThemeImage,
  StoredThemeUserInterface,
  ThemePalette,
  ThemeUserInterface,
} from '../../schema/themes.table';

export function createThemesRepository(db: Db) {
  return {
    async findByHost(host: string): Promise<ThemeRow | null> {
      const [row] = await db.select().from(themes).where(eq(themes.host, host)).limit(1);
      return row ?? null;
    },
    async insert(values: typeof themes.$inferInsert): Promise<void> {
      await db.insert(themes).values(values);
    },
    /** Every theme (a maintainer's), or an organisation's, by host. */
    async list(organizationId: string | null): Promise<ThemeRow[]> {
      const query = db.select().from(themes);
      return (organizationId ? query.where(eq(themes.organizationId, organizationId)) : query).orderBy(
        asc(themes.host),
      );
    },
    async findById(id: string): Promise<ThemeRow | null> {
      const [row] = await db.select().from(themes).where(eq(themes.id, id)).limit(1);
      return row ?? null;
    },
    async update(id: string, values: Pick<ThemeRow, 'palette' | 'userInterface'>): Promise<ThemeRow> {
      const [row] = await db
        .update(themes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(themes.id, id))
        .returning();
      if (!row) throw new Error(`theme ${id} vanished`);
      return row;
    },
    /** Inside a transaction: the theme, held until commit, so two uploads do not both keep an old image. */
    async lock(id: string): Promise<ThemeRow | null> {
      const [row] = await db.select().from(themes).where(eq(themes.id, id)).for('update').limit(1);
      return row ?? null;
    },
    async findForOrganization(organizationId: string): Promise<ThemeRow | null> {
      const [row] = await db
        .select()
        .from(themes)
        .where(eq(themes.organizationId, organizationId))
        .orderBy(asc(themes.host))
        .limit(1);
      return row ?? null;
    },
  };
}
