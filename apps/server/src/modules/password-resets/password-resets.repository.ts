import type { Db } from '@koers/server-core/db/database';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResetRequests, passwordResets } from '../../schema/password-resets.table';

export function createPasswordResetsRepository(db: Db) {
  return {
    async enqueueRequest(email: string, now: Date): Promise<void> {
      await db.insert(passwordResetRequests).values({ email, requestedAt: now });
    },
    /** Takes the oldest waiting request off the queue (others taking at once skip it), or null. */
    async takeRequest(): Promise<{ email: string; requestedAt: Date } | null> {
      const [row] = await db
        .delete(passwordResetRequests)
        .where(
          eq(
            passwordResetRequests.id,
            sql`(select id from ${passwordResetRequests} order by ${passwordResetRequests.requestedAt} limit 1 for update skip locked)`,
          ),
        )
        .returning({ email: passwordResetRequests.email, requestedAt: passwordResetRequests.requestedAt });
      return row ?? null;
    },
    async insert(values: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResets).values(values);
    },
    /** Makes every link of the person that still works dead (a newer one exists, or one was used). */
    async invalidateOpen(userId: string, now: Date): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },
    async countSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
      return row?.value ?? 0;
    },
    /** Marks an unused, unexpired reset as used and returns its user; null when none matches. */
    async consume(tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId ?? null;
    },
  };
}
