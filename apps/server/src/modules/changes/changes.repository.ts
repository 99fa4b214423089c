import type { Db } from '@koers/server-core/db/database';
import { sql } from 'drizzle-orm';

/**
 * Sends notifications on a PostgreSQL channel. Inside a transaction PostgreSQL holds them until
 * the commit (and drops them on a rollback); identical payloads of one transaction go out once.
 */
export async function notifyAll(db: Db, channel: string, payloads: string[]): Promise<void> {
  if (payloads.length === 0) return;
  if (payloads.length === 1) {
    await db.execute(sql`select pg_notify(${channel}, ${payloads[0]})`);
    return;
  }
  await db.execute(
    sql`select pg_notify(${channel}, payload) from json_array_elements_text(${JSON.stringify(payloads)}::json) as payload`,
  );
}
