export type { MailAttachment } from '../../schema/mail.table';

import type { Db } from '@koers/server-core/db/database';
import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { outboxMessages } from '../../schema/mail.table';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export function createMailRepository(db: Db) {
  return {
    async insert(values: typeof outboxMessages.$inferInsert): Promise<string | null> {
      const [row] = await db.insert(outboxMessages).values(values).returning({ id: outboxMessages.id });
      return row?.id ?? null;
    },
    async markSent(id: string, at: Date): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ sentAt: at, nextAttemptAt: null, attempts: sql`${outboxMessages.attempts} + 1` })
        .where(eq(outboxMessages.id, id));
    },
    async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ error, nextAttemptAt, attempts: sql`${outboxMessages.attempts} + 1` })
        .where(eq(outboxMessages.id, id));
    },
    /**
     * Takes the SMTP messages whose delivery is due: each is leased (its next attempt moved to
     * `leaseUntil`) in one statement, so another instance skips it; a delivery that dies midway
     * is tried again when the lease ends.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            isNull(outboxMessages.sentAt),
            isNotNull(outboxMessages.nextAttemptAt),
            lte(outboxMessages.nextAttemptAt, now),
          ),
        )
        .orderBy(outboxMessages.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboxMessages)
        .set({ nextAttemptAt: leaseUntil })
        .where(sql`${outboxMessages.id} in ${due}`)
        .returning();
    },
    async latest(limit: number, recipient?: string) {
      const query = db.select().from(outboxMessages);
      const filtered = recipient ? query.where(eq(outboxMessages.recipient, recipient.toLowerCase())) : query;
      return filtered.orderBy(desc(outboxMessages.createdAt)).limit(limit);
    },
  };
}
