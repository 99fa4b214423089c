import type { Db } from '@koers/server-core/db/database';
import { and, asc, eq } from 'drizzle-orm';
import { customPages } from '../../schema/custom-pages.table';

export type CustomPageRow = typeof customPages.$inferSelect;
export type CustomPageValues = Omit<typeof customPages.$inferInsert, 'organizationId' | 'id'>;

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
    async insert(organizationId: string, values: CustomPageValues): Promise<CustomPageRow> {
      const [row] = await db
        .insert(customPages)
        .values({ ...values, organizationId })
        .returning();
      if (!row) throw new Error('insert custom_pages returned nothing');
      return row;
    },
    async update(organizationId: string, id: string, values: CustomPageValues): Promise<CustomPageRow | null> {
      const [row] = await db
        .update(customPages)
        .set(values)
        .where(and(eq(customPages.organizationId, organizationId), eq(customPages.id, id)))
        .returning();
      return row ?? null;
    },
    async remove(organizationId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(customPages)
        .where(and(eq(customPages.organizationId, organizationId), eq(customPages.id, id)))
        .returning({ id: customPages.id });
      return rows.length > 0;
    },
  };
}
