import type { Db } from '@koers/server-core/db/database';
import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import { loginAttempts, sessions } from './sessions.table';

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionsRepository(db: Db) {
  return {
    async insert(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      if (!row) throw new Error('insert sessions returned nothing');
      return row;
    },
    /** A live session: not past its absolute expiry and used within the idle window. */
    async findLive(tokenHash: string, idleSince: Date, now: Date): Promise<SessionRow | null> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
        .limit(1);
      return row ?? null;
    },
    async touch(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },
    async markMfaVerified(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ mfaVerifiedAt: at }).where(eq(sessions.id, id));
    },
    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async deleteForUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async deleteExpired(now: Date, idleSince: Date): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
    },
    async deleteAttemptsBefore(before: Date): Promise<void> {
      await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
    },
    async recordAttempt(values: { email: string; ip: string; succeeded: boolean }): Promise<void> {
      await db.insert(loginAttempts).values(values);
    },
    async failuresSince(column: 'email' | 'ip', value: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(loginAttempts)
        .where(
          and(
            eq(column === 'email' ? loginAttempts.email : loginAttempts.ip, value),
            eq(loginAttempts.succeeded, false),
            gt(loginAttempts.createdAt, since),
          ),
        );
      return row?.value ?? 0;
    },
  };
}
