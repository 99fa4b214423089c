import type { Db } from '@koers/server-core/db/database';
import { escapeLike } from '@koers/server-core/db/like';
import { setFromExcluded } from '@koers/server-core/db/upsert';
import type { ReferenceEntry, ReferenceList } from '@koers/shared';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { referenceItems } from '../../schema/reference-lists.table';

export type ReferenceItemRow = typeof referenceItems.$inferSelect;

export function createReferenceListsRepository(db: Db) {
  return {
    async list(list: ReferenceList, options: { q?: string; codes?: string[] } = {}): Promise<ReferenceItemRow[]> {
      const conditions = [eq(referenceItems.list, list)];
      if (options.q) {
        const pattern = `%${escapeLike(options.q)}%`;
        const match = or(ilike(referenceItems.name, pattern), ilike(referenceItems.code, pattern));
        if (match) conditions.push(match);
      }
      if (options.codes) conditions.push(inArray(referenceItems.code, options.codes));
      return db
        .select()
        .from(referenceItems)
        .where(and(...conditions))
        .orderBy(asc(referenceItems.position));
    },
    /** Writes the authored values; re-running updates names and order, never duplicates. */
    async upsert(list: ReferenceList, items: ReferenceEntry[]): Promise<void> {
      if (items.length === 0) return;
      await db
        .insert(referenceItems)
        .values(
          items.map((item, index) => ({
            list,
            code: item.code,
            name: item.name,
            position: index + 1,
            details: item.details ?? {},
          })),
        )
        .onConflictDoUpdate({
          target: [referenceItems.list, referenceItems.code],
          set: setFromExcluded(referenceItems, ['name', 'position', 'details']),
        });
    },
  };
}
