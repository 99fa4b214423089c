import type { Db } from '@koers/server-core/db/database';
import { and, asc, eq } from 'drizzle-orm';
import { customMenuItems } from '../../schema/custom-menu-items.table';

export type CustomMenuItemRow = typeof customMenuItems.$inferSelect;
export type CustomMenuItemValues = Omit<typeof customMenuItems.$inferInsert, 'organizationId' | 'id'>;

export function createCustomMenuItemsRepository(db: Db) {
  const byId = (organizationId: string, id: string) =>
    and(eq(customMenuItems.organizationId, organizationId), eq(customMenuItems.id, id));
  return {
    async listForOrganization(organizationId: string): Promise<CustomMenuItemRow[]> {
      return db
        .select()
        .from(customMenuItems)
        .where(eq(customMenuItems.organizationId, organizationId))
        .orderBy(asc(customMenuItems.position), asc(customMenuItems.text));
    },
    async insert(organizationId: string, values: CustomMenuItemValues): Promise<CustomMenuItemRow> {
      const [row] = await db
        .insert(customMenuItems)
        .values({ ...values, organizationId })
        .returning();
      if (!row) throw new Error('insert custom_menu_items returned nothing');
      return row;
    },
    async update(organizationId: string, id: string, values: CustomMenuItemValues) {
      const [row] = await db.update(customMenuItems).set(values).where(byId(organizationId, id)).returning();
      return row ?? null;
    },
    async remove(organizationId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(customMenuItems)
        .where(byId(organizationId, id))
        .returning({ id: customMenuItems.id });
      return rows.length > 0;
    },
  };
}
