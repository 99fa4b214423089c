import type { Db } from '@koers/server-core/db/database';
import { and, desc, eq, gt, lt, ne, or } from 'drizzle-orm';
import { sessions } from '../../schema/sessions.table';

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
    async deleteOthersForUser(userId: string, keepId: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
    },
    /** The person's live sessions, most recently used first. */
    async listLiveForUser(userId: string, idleSince: Date, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },
    /** Ends one session of this person; false when they have no such session. */
    async deleteOfUser(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },
    async deleteForUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async deleteExpired(now: Date, idleSince: Date): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
    },
  };
}
