import type { Db } from '@koers/server-core/db/database';
import { eq, lt } from 'drizzle-orm';
import { deeplinks } from '../../schema/deeplinks.table';
import { userContexts } from '../../schema/user-contexts.table';

export type NewDeeplink = typeof deeplinks.$inferInsert;

export function createDeeplinksRepository(db: Db) {
  return {
    async insert(values: NewDeeplink): Promise<void> {
      await db.insert(deeplinks).values(values);
    },
    /** The link with the person its context belongs to. */
    async findByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({
          target: deeplinks.target,
          expiresAt: deeplinks.expiresAt,
          userContextId: deeplinks.userContextId,
          userId: userContexts.userId,
        })
        .from(deeplinks)
        .innerJoin(userContexts, eq(userContexts.id, deeplinks.userContextId))
        .where(eq(deeplinks.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },
    async deleteExpiredBefore(before: Date): Promise<void> {
      await db.delete(deeplinks).where(lt(deeplinks.expiresAt, before));
    },
  };
}
