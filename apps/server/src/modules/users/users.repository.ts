import type { Db } from '@koers/server-core/db/database';
import { eq } from 'drizzle-orm';
import { users } from '../../schema/users.table';

export type UserRow = typeof users.$inferSelect;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)))
        .limit(1);
      return row ?? null;
    },
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async insert(values: { email: string; name: string; passwordHash: string | null }): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...values, email: normalizeEmail(values.email) })
        .returning();
      if (!row) throw new Error('insert users returned nothing');
      return row;
    },
    /** Locks the person's row until the transaction ends (limits counted per person). */
    async lock(id: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    },
    async update(id: string, values: Partial<Omit<UserRow, 'id' | 'createdAt'>>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },
  };
}
