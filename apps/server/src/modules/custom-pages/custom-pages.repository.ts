import type { Db } from '@koers/server-core/db/database';
import { and, asc, eq } from 'drizzle-orm';
import { customPages } from '../../schema/custom-pages.table';

export type CustomPageRow = typeof customPages.$inferSelect;

export function createCustomPagesRepository(db: Db) {
  return {
    async listForOrganization(organizationId: string): Promise<CustomPageRow[]> {
      return db
        .select()
        .from(customPages)
        .where(eq(customPages.organizationId, organizationId))
        .orderBy(asc(customPages.position), asc(customPages.title));
    },
    async findById(organizationId: string, id: string): Promise<CustomPageRow | null> {
      const [row] = await db
        .select()
        .from(customPages)
        .where(and(eq(customPages.organizationId, organizationId), eq(customPages.id, id)))
        .limit(1);
      return row ?? null;
    },
  };
}
