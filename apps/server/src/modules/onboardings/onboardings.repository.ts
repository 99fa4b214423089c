import type { Db } from '@koers/server-core/db/database';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { onboardingSteps, onboardings, onboardingTypes } from '../../schema/onboardings.table';

export type OnboardingRow = typeof onboardings.$inferSelect;
export type OnboardingTypeRow = typeof onboardingTypes.$inferSelect;
export type OnboardingStepRow = typeof onboardingSteps.$inferSelect;

export function createOnboardingsRepository(db: Db) {
  return {
    async listForDossier(
      organizationId: string,
      dossierId: string,
      options: { completed?: boolean; limit: number; offset: number },
    ): Promise<{ rows: OnboardingRow[]; total: number }> {
      const conditions: SQL[] = [eq(onboardings.organizationId, organizationId), eq(onboardings.dossierId, dossierId)];
      if (options.completed === true) conditions.push(isNotNull(onboardings.completedAt));
      if (options.completed === false) conditions.push(isNull(onboardings.completedAt));
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(onboardings)
        .where(where)
        .orderBy(desc(onboardings.createdAt))
        .limit(options.limit)
        .offset(options.offset);
      const [total] = await db.select({ value: count() }).from(onboardings).where(where);
      return { rows, total: total?.value ?? 0 };
    },
    async typesWithSteps(
      organizationId: string,
      typeIds: string[],
    ): Promise<{ types: OnboardingTypeRow[]; steps: OnboardingStepRow[] }> {
      if (typeIds.length === 0) return { types: [], steps: [] };
      const types = await db
        .select()
        .from(onboardingTypes)
        .where(and(eq(onboardingTypes.organizationId, organizationId), inArray(onboardingTypes.id, typeIds)));
      const steps = await db
        .select()
        .from(onboardingSteps)
        .where(
          and(eq(onboardingSteps.organizationId, organizationId), inArray(onboardingSteps.onboardingTypeId, typeIds)),
        )
        .orderBy(asc(onboardingSteps.position));
      return { types, steps };
    },
    async findById(organizationId: string, id: string): Promise<OnboardingRow | null> {
      const [row] = await db
        .select()
        .from(onboardings)
        .where(and(eq(onboardings.organizationId, organizationId), eq(onboardings.id, id)))
        .limit(1);
      return row ?? null;
    },
    /** Sets completed_at only while it is still open, so two finishes cannot both win. */
    async complete(organizationId: string, id: string, completedAt: Date): Promise<OnboardingRow | null> {
      const [row] = await db
        .update(onboardings)
        .set({ completedAt })
        .where(
          and(eq(onboardings.organizationId, organizationId), eq(onboardings.id, id), isNull(onboardings.completedAt)),
        )
        .returning();
      return row ?? null;
    },
  };
}
