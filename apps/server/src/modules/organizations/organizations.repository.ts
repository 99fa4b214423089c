import type { Db } from '@koers/server-core/db/database';
import { eq } from 'drizzle-orm';
import { organizations } from '../../schema/organizations.table';

export type OrganizationRow = typeof organizations.$inferSelect;

export function createOrganizationsRepository(db: Db) {
  return {
    async find(id: string): Promise<OrganizationRow | null> {
      const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
      return row ?? null;
    },
    async insert(values: { name: string; subscriptionEndsOn: string | null; features: string[] }) {
      const [row] = await db.insert(organizations).values(values).returning();
      if (!row) throw new Error('organization not created');
      return row;
    },
    async update(id: string, values: { subscriptionEndsOn: string | null; features: string[] }) {
      const [row] = await db.update(organizations).set(values).where(eq(organizations.id, id)).returning();
      return row ?? null;
    },
    async updateHelpLinks(
      id: string,
      values: { helpLinkStaff: string | null; helpLinkClient: string | null; helpLinkContact: string | null },
    ) {
      const [row] = await db.update(organizations).set(values).where(eq(organizations.id, id)).returning();
      return row ?? null;
    },
    async name(id: string): Promise<string | null> {
      const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id));
      return row?.name ?? null;
    },
    /** Holds the organisation's row until the transaction ends; false when there is no such organisation. */
    async lock(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, id))
        .for('update');
      return rows.length === 1;
    },
  };
}
