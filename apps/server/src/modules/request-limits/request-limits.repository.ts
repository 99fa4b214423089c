import type { Db } from '@koers/server-core/db/database';
import { lt, sql } from 'drizzle-orm';
import { requestLimits } from '../../schema/request-limits.table';

export function createRequestLimitsRepository(db: Db) {
  return {
    /**
     * Counts one request under `keyHash` and returns its number within the window: one
     * statement, so the row lock orders parallel requests and each gets its own number. A window
     * that has ended starts again at 1.
     */
    async hit(keyHash: string, windowSeconds: number, now: Date): Promise<{ hits: number; windowEndsAt: Date }> {
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const ended = sql`${requestLimits.windowEndsAt} <= ${nowSql}`;
      const newEnd = new Date(now.getTime() + windowSeconds * 1000);
      const [row] = await db
        .insert(requestLimits)
        .values({ keyHash, hits: 1, windowEndsAt: newEnd })
        .onConflictDoUpdate({
          target: requestLimits.keyHash,
          set: {
            hits: sql`case when ${ended} then 1 else ${requestLimits.hits} + 1 end`,
            windowEndsAt: sql`case when ${ended} then ${newEnd.toISOString()}::timestamptz else ${requestLimits.windowEndsAt} end`,
          },
        })
        .returning({ hits: requestLimits.hits, windowEndsAt: requestLimits.windowEndsAt });
      if (!row) throw new Error('hit request_limits returned nothing');
      return row;
    },
    async deleteEndedBefore(before: Date): Promise<void> {
      await db.delete(requestLimits).where(lt(requestLimits.windowEndsAt, before));
    },
  };
}
