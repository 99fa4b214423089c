import type { Db } from '@koers/server-core/db/database';
import { and, asc, eq } from 'drizzle-orm';
import { explorers } from '../../schema/explorers.table';

export type ExplorerRow = typeof explorers.$inferSelect;

export function createExplorersRepository(db: Db) {
  return {
    /** An organisation's explorers in display order. */
    async listForOrganization(organizationId: string): Promise<ExplorerRow[]> {
      return db
        .select()
        .from(explorers)
        .where(eq(explorers.organizationId, organizationId))
        .orderBy(asc(explorers.position), asc(explorers.id));
    },
    async findById(organizationId: string, id: string): Promise<ExplorerRow | null> {
      const [row] = await db
        .select()
        .from(explorers)
        .where(and(eq(explorers.organizationId, organizationId), eq(explorers.id, id)))
        .limit(1);
      return row ?? null;
    },
  };
}
