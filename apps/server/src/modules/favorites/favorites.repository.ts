import type { Db } from '@koers/server-core/db/database';
import type { FavorableType } from '@koers/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { favorites } from '../../schema/favorites.table';

export type FavoriteRow = typeof favorites.$inferSelect;

export type FavoriteFilter = { favorableTypes?: FavorableType[]; favorableId?: string };

export function createFavoritesRepository(db: Db) {
  return {
    /** One user context's favourites, newest first. */
    async listForContext(
      organizationId: string,
      userContextId: string,
      filter: FavoriteFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: FavoriteRow[]; total: number }> {
      const conditions: SQL[] = [
        eq(favorites.organizationId, organizationId),
        eq(favorites.userContextId, userContextId),
      ];
      if (filter.favorableTypes) conditions.push(inArray(favorites.favorableType, filter.favorableTypes));
      if (filter.favorableId) conditions.push(eq(favorites.favorableId, filter.favorableId));
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(favorites)
        .where(where)
        .orderBy(desc(favorites.createdAt), desc(favorites.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ value: count() }).from(favorites).where(where);
      return { rows, total: total?.value ?? 0 };
    },
    async findById(organizationId: string, id: string): Promise<FavoriteRow | null> {
      const [row] = await db
        .select()
        .from(favorites)
        .where(and(eq(favorites.organizationId, organizationId), eq(favorites.id, id)))
        .limit(1);
      return row ?? null;
    },
    /** The favourite, created now or already there (a second click changes nothing). */
    async insertOrFind(values: typeof favorites.$inferInsert): Promise<{ row: FavoriteRow; created: boolean }> {
      const [inserted] = await db.insert(favorites).values(values).onConflictDoNothing().returning();
      if (inserted) return { row: inserted, created: true };
      const [existing] = await db
        .select()
        .from(favorites)
        .where(
          and(
            eq(favorites.organizationId, values.organizationId),
            eq(favorites.userContextId, values.userContextId),
            eq(favorites.favorableType, values.favorableType),
            eq(favorites.favorableId, values.favorableId),
          ),
        )
        .limit(1);
      if (!existing) throw new Error('favorite neither inserted nor found');
      return { row: existing, created: false };
    },
    async delete(organizationId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(favorites)
        .where(and(eq(favorites.organizationId, organizationId), eq(favorites.id, id)))
        .returning({ id: favorites.id });
      return rows.length > 0;
    },
  };
}
