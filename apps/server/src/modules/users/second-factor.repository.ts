import type { Db } from '@koers/server-core/db/database';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { mfaRecoveryCodes, mfaTotpSteps } from '../../schema/second-factor.table';

export function createSecondFactorRepository(db: Db) {
  return {
    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
      if (codeHashes.length > 0) {
        await db.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      }
    },
    /** Uses a recovery code: true for exactly one request, whatever runs at the same time. */
    async consumeRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(mfaRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(mfaRecoveryCodes.userId, userId),
            eq(mfaRecoveryCodes.codeHash, codeHash),
            isNull(mfaRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: mfaRecoveryCodes.id });
      return rows.length === 1;
    },
    async unusedRecoveryCodes(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
      return row?.value ?? 0;
    },
    /**
     * Records `step` as the person's last used time step, only when it is later than the one
     * recorded: true when it was, so one statement decides between two requests with one code.
     */
    async claimTimeStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .insert(mfaTotpSteps)
        .values({ userId, lastTimeStep: step })
        .onConflictDoUpdate({
          target: mfaTotpSteps.userId,
          set: { lastTimeStep: step, updatedAt: new Date() },
          setWhere: lt(mfaTotpSteps.lastTimeStep, step),
        })
        .returning({ userId: mfaTotpSteps.userId });
      return rows.length === 1;
    },
    /** Forgets everything of the factor but the secret itself (replaced or removed). */
    async clear(userId: string): Promise<void> {
      await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
      await db.delete(mfaTotpSteps).where(eq(mfaTotpSteps.userId, userId));
    },
  };
}
