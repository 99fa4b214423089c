import type { Db } from '@koers/server-core/db/database';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { trustedDevices } from '../../schema/sessions.table';
import { users } from '../../schema/users.table';

export function createTrustedDevicesRepository(db: Db) {
  return {
    /** The device's token hash when it belongs to the account with this e-mail address. */
    async findForEmail(tokenHash: string, email: string): Promise<string | null> {
      const [row] = await db
        .select({ tokenHash: trustedDevices.tokenHash })
        .from(trustedDevices)
        .innerJoin(users, eq(users.id, trustedDevices.userId))
        .where(and(eq(trustedDevices.tokenHash, tokenHash), eq(users.email, email)))
        .limit(1);
      return row?.tokenHash ?? null;
    },
    async touch(tokenHash: string, now: Date): Promise<void> {
      await db.update(trustedDevices).set({ lastUsedAt: now }).where(eq(trustedDevices.tokenHash, tokenHash));
    },
    /** Adds a device and keeps only the person's `keep` most recently used ones. */
    async add(userId: string, tokenHash: string, now: Date, keep: number): Promise<void> {
      await db.insert(trustedDevices).values({ userId, tokenHash, lastUsedAt: now });
      const kept = db
        .select({ id: trustedDevices.id })
        .from(trustedDevices)
        .where(eq(trustedDevices.userId, userId))
        .orderBy(desc(trustedDevices.lastUsedAt))
        .limit(keep);
      await db
        .delete(trustedDevices)
        .where(and(eq(trustedDevices.userId, userId), notInArray(trustedDevices.id, kept)));
    },
  };
}
