import type { Db } from '@koers/server-core/db/database';
import { eq } from 'drizzle-orm';
import { organizations } from './organizations.table';

export function createOrganizationsRepository(db: Db) {
  return {
    async name(id: string): Promise<string | null> {
      const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id));
      return row?.name ?? null;
    },
  };
}
