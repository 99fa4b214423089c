import type { Db } from '@koers/server-core/db/database';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from './mail.table';

export function createMailRepository(db: Db) {
  return {
    async latest(limit: number, recipient?: string) {
      const query = db.select().from(outboxMessages);
      const filtered = recipient ? query.where(eq(outboxMessages.recipient, recipient.toLowerCase())) : query;
      return filtered.orderBy(desc(outboxMessages.createdAt)).limit(limit);
    },
  };
}
