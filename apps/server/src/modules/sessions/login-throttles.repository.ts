import type { Db } from '@koers/server-core/db/database';
import { eq, lt, sql } from 'drizzle-orm';
import { loginThrottles } from '../../schema/sessions.table';

export type Reservation = { attempts: number; windowStartedAt: Date };

export function createLoginThrottlesRepository(db: Db) {
  return {
    /**
     * Reserves one attempt under `keyHash` and returns its number within the window: one
     * statement, so the row lock orders parallel attempts and each gets its own number. A window
     * older than `windowMs` starts again at 1.
     */
    async reserve(keyHash: string, now: Date, windowMs: number): Promise<Reservation> {
      const expired = sql`${loginThrottles.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
      const [row] = await db
        .insert(loginThrottles)
        .values({ keyHash, attempts: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: loginThrottles.keyHash,
          set: {
            attempts: sql`case when ${expired} then 1 else ${loginThrottles.attempts} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${loginThrottles.windowStartedAt} end`,
            updatedAt: now,
          },
        })
        .returning({ attempts: loginThrottles.attempts, windowStartedAt: loginThrottles.windowStartedAt });
      if (!row) throw new Error('reserve login_throttles returned nothing');
      return row;
    },
    /** Gives one attempt back (it was not a guess: the password was right). */
    async release(keyHash: string): Promise<void> {
      await db
        .update(loginThrottles)
        .set({ attempts: sql`greatest(${loginThrottles.attempts} - 1, 0)` })
        .where(eq(loginThrottles.keyHash, keyHash));
    },
    async deleteKey(keyHash: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.keyHash, keyHash));
    },
    async deleteWindowsBefore(before: Date): Promise<void> {
      await db.delete(loginThrottles).where(lt(loginThrottles.windowStartedAt, before));
    },
  };
}
