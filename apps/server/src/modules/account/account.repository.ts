import type { Db } from '@koers/server-core/db/database';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { emailChangeRequests } from '../../schema/email-changes.table';

export type EmailChangeRequestRow = typeof emailChangeRequests.$inferSelect;

/** A person's requests to log in with another address. */
export function createEmailChangesRepository(db: Db) {
  return {
    async insert(values: { userId: string; email: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(emailChangeRequests).values(values);
    },
    /** Every open request of the person stops working (a newer one, a used one, a new password). */
    async invalidateOpen(userId: string, now: Date): Promise<void> {
      await db
        .update(emailChangeRequests)
        .set({ usedAt: now })
        .where(and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.usedAt)));
    },
    async countSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(emailChangeRequests)
        .where(and(eq(emailChangeRequests.userId, userId), gt(emailChangeRequests.createdAt, since)));
      return row?.value ?? 0;
    },
    /** The person's open request, if any: the address it waits to confirm. */
    async open(userId: string, now: Date): Promise<EmailChangeRequestRow | null> {
      const [row] = await db
        .select()
        .from(emailChangeRequests)
        .where(
          and(
            eq(emailChangeRequests.userId, userId),
            isNull(emailChangeRequests.usedAt),
            gt(emailChangeRequests.expiresAt, now),
          ),
        )
        .orderBy(desc(emailChangeRequests.createdAt))
        .limit(1);
      return row ?? null;
    },
    /** Uses an open, unexpired request by its token hash: for exactly one request. */
    async consume(tokenHash: string, now: Date): Promise<{ userId: string; email: string } | null> {
      const [row] = await db
        .update(emailChangeRequests)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChangeRequests.tokenHash, tokenHash),
            isNull(emailChangeRequests.usedAt),
            gt(emailChangeRequests.expiresAt, now),
          ),
        )
        .returning({ userId: emailChangeRequests.userId, email: emailChangeRequests.email });
      return row ?? null;
    },
  };
}
