import type { Db } from '@koers/server-core/db/database';
import { and, asc, count, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { onboardingSteps, onboardings, onboardingTypes } from '../../schema/onboardings.table';
import type { OnboardingStepRow, OnboardingTypeRow } from './onboardings.repository';

type TypeValues = { name: string; forNewCandidates: boolean };
type StepValues = { title: string; body: string };

/** Onboarding types and their steps as administrators keep them; every method is scoped by organisation. */
export function createOnboardingTypesRepository(db: Db) {
  const typeById = (organizationId: string, id: string) =>
    and(eq(onboardingTypes.organizationId, organizationId), eq(onboardingTypes.id, id));
  const stepById = (organizationId: string, id: string) =>
    and(eq(onboardingSteps.organizationId, organizationId), eq(onboardingSteps.id, id));
  const stepsOf = (organizationId: string, typeId: string) =>
    and(eq(onboardingSteps.organizationId, organizationId), eq(onboardingSteps.onboardingTypeId, typeId));
  return {
    async list(organizationId: string): Promise<OnboardingTypeRow[]> {
      return db
        .select()
        .from(onboardingTypes)
        .where(eq(onboardingTypes.organizationId, organizationId))
        .orderBy(asc(onboardingTypes.name));
    },
    async stepsOfOrganization(organizationId: string): Promise<OnboardingStepRow[]> {
      return db
        .select()
        .from(onboardingSteps)
        .where(eq(onboardingSteps.organizationId, organizationId))
        .orderBy(asc(onboardingSteps.position));
    },
    async findType(organizationId: string, id: string): Promise<OnboardingTypeRow | null> {
      const [row] = await db.select().from(onboardingTypes).where(typeById(organizationId, id)).limit(1);
      return row ?? null;
    },
    async insertType(organizationId: string, values: TypeValues): Promise<OnboardingTypeRow> {
      const [row] = await db
        .insert(onboardingTypes)
        .values({ ...values, organizationId })
        .returning();
      if (!row) throw new Error('insert onboarding_types returned nothing');
      return row;
    },
    async updateType(organizationId: string, id: string, values: TypeValues) {
      const [row] = await db.update(onboardingTypes).set(values).where(typeById(organizationId, id)).returning();
      return row ?? null;
    },
    async removeType(organizationId: string, id: string): Promise<void> {
      await db.delete(onboardingTypes).where(typeById(organizationId, id));
    },
    /** How many candidates were given an onboarding of this type. */
    async onboardingCount(organizationId: string, typeId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(onboardings)
        .where(and(eq(onboardings.organizationId, organizationId), eq(onboardings.onboardingTypeId, typeId)));
      return row?.value ?? 0;
    },
    async stepCount(organizationId: string, typeId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(onboardingSteps).where(stepsOf(organizationId, typeId));
      return row?.value ?? 0;
    },
    async findStep(organizationId: string, id: string): Promise<OnboardingStepRow | null> {
      const [row] = await db.select().from(onboardingSteps).where(stepById(organizationId, id)).limit(1);
      return row ?? null;
    },
    /** Steps from `from` to `to` (inclusive) move `by` places. */
    async shiftSteps(organizationId: string, typeId: string, range: { from: number; to?: number }, by: number) {
      const conditions = [stepsOf(organizationId, typeId), gte(onboardingSteps.position, range.from)];
      if (range.to !== undefined) conditions.push(lte(onboardingSteps.position, range.to));
      await db
        .update(onboardingSteps)
        .set({ position: sql`${onboardingSteps.position} + ${by}` })
        .where(and(...conditions));
    },
    async insertStep(
      organizationId: string,
      typeId: string,
      values: StepValues & { position: number },
    ): Promise<OnboardingStepRow> {
      const [row] = await db
        .insert(onboardingSteps)
        .values({ ...values, organizationId, onboardingTypeId: typeId })
        .returning();
      if (!row) throw new Error('insert onboarding_steps returned nothing');
      return row;
    },
    async updateStep(organizationId: string, id: string, values: StepValues & { position: number }) {
      const [row] = await db.update(onboardingSteps).set(values).where(stepById(organizationId, id)).returning();
      if (!row) throw new Error('update onboarding_steps matched nothing');
      return row;
    },
    async removeStep(organizationId: string, step: OnboardingStepRow): Promise<void> {
      await db.delete(onboardingSteps).where(stepById(organizationId, step.id));
      // The steps after it close the gap: positions stay 1…n.
      await db
        .update(onboardingSteps)
        .set({ position: sql`${onboardingSteps.position} - 1` })
        .where(and(stepsOf(organizationId, step.onboardingTypeId), gt(onboardingSteps.position, step.position)));
    },
    /** The types every new candidate gets. */
    async forNewCandidates(organizationId: string): Promise<OnboardingTypeRow[]> {
      return db
        .select()
        .from(onboardingTypes)
        .where(and(eq(onboardingTypes.organizationId, organizationId), eq(onboardingTypes.forNewCandidates, true)));
    },
    async openFor(organizationId: string, dossierId: string, typeIds: string[]): Promise<void> {
      if (typeIds.length === 0) return;
      await db
        .insert(onboardings)
        .values(typeIds.map((onboardingTypeId) => ({ organizationId, dossierId, onboardingTypeId })));
    },
  };
}
