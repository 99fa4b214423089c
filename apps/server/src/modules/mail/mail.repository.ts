import type { Db } from '@koers/server-core/db/database';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from './mail.table';

export function createMailRepository(db: Db) {
  return {
    async insert(values: typeof outboxMessages.$inferInsert): Promise<string | null> {
      const [row] = await db.insert(outboxMessages).values(values).returning({ id: outboxMessages.id });
      return row?.id ?? null;
    },
    async markSent(id: string, at: Date): Promise<void> {
      await db.update(outboxMessages).set({ sentAt: at }).where(eq(outboxMessages.id, id));
    },
    async markFailed(id: string, error: string): Promise<void> {
      await db.update(outboxMessages).set({ error }).where(eq(outboxMessages.id, id));
    },
    async latest(limit: number, recipient?: string) {
      const query = db.select().from(outboxMessages);
      const filtered = recipient ? query.where(eq(outboxMessages.recipient, recipient.toLowerCase())) : query;
      return filtered.orderBy(desc(outboxMessages.createdAt)).limit(limit);
    },
  };
}
