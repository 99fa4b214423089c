import type { Db } from '@koers/server-core/db/database';
import { asc, eq } from 'drizzle-orm';
import { customMenuItems } from '../../schema/custom-menu-items.table';

export type CustomMenuItemRow = typeof customMenuItems.$inferSelect;

export function createCustomMenuItemsRepository(db: Db) {
  return {
    async listForOrganization(organizationId: string): Promise<CustomMenuItemRow[]> {
      return db
        .select()
        .from(customMenuItems)
        .where(eq(customMenuItems.organizationId, organizationId))
        .orderBy(asc(customMenuItems.position), asc(customMenuItems.text));
    },
  };
}
