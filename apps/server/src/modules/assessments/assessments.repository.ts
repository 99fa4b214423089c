import type { Db } from '@koers/server-core/db/database';
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { assessmentTerms, candidateAssessments } from '../../schema/assessments.table';

export type CandidateAssessmentRow = typeof candidateAssessments.$inferSelect;
export type NewCandidateAssessment = typeof candidateAssessments.$inferInsert;
export type AssessmentTermsRow = typeof assessmentTerms.$inferSelect;

const OPEN_STATES = ['assigned', 'started'] as const;

export function createAssessmentsRepository(db: Db) {
  const scope = (organizationId: string, id: string) =>
    and(eq(candidateAssessments.organizationId, organizationId), eq(candidateAssessments.id, id));
  const open = inArray(candidateAssessments.state, [...OPEN_STATES]);
  return {
    /** The organisation's terms (agreed price, credits) per test it has terms for. */
    async listTerms(organizationId: string): Promise<AssessmentTermsRow[]> {
      return db.select().from(assessmentTerms).where(eq(assessmentTerms.organizationId, organizationId));
    },
    /** Records the organisation's agreed price (null: the list price) and credits for a test. */
    async saveTerms(
      organizationId: string,
      assessmentId: string,
      values: { priceCents: number | null; credits: number },
    ): Promise<AssessmentTermsRow> {
      const [row] = await db
        .insert(assessmentTerms)
        .values({ organizationId, assessmentId, ...values })
        .onConflictDoUpdate({
          target: [assessmentTerms.organizationId, assessmentTerms.assessmentId],
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('upsert assessment_terms returned nothing');
      return row;
    },
    /** Spends one credit of a test; false when none is left (another choice may have taken the last). */
    async spendCredit(organizationId: string, assessmentId: string): Promise<boolean> {
      const spent = await db
        .update(assessmentTerms)
        .set({ credits: sql`${assessmentTerms.credits} - 1` })
        .where(
          and(
            eq(assessmentTerms.organizationId, organizationId),
            eq(assessmentTerms.assessmentId, assessmentId),
            gt(assessmentTerms.credits, 0),
          ),
        )
        .returning({ id: assessmentTerms.id });
      return spent.length > 0;
    },
    async listForDossier(organizationId: string, dossierId: string): Promise<CandidateAssessmentRow[]> {
      return db
        .select()
        .from(candidateAssessments)
        .where(
          and(eq(candidateAssessments.organizationId, organizationId), eq(candidateAssessments.dossierId, dossierId)),
        )
        .orderBy(desc(candidateAssessments.createdAt), desc(candidateAssessments.id));
    },
    async findById(organizationId: string, id: string): Promise<CandidateAssessmentRow | null> {
      const [row] = await db.select().from(candidateAssessments).where(scope(organizationId, id)).limit(1);
      return row ?? null;
    },
    /** Open tests whose time ran out become expired (SPEC §4), so they no longer block a retest. */
    async expireOverdue(organizationId: string, dossierId: string, now: Date): Promise<void> {
      await db
        .update(candidateAssessments)
        .set({ state: 'expired' })
        .where(
          and(
            eq(candidateAssessments.organizationId, organizationId),
            eq(candidateAssessments.dossierId, dossierId),
            open,
            lte(candidateAssessments.expiresAt, now),
          ),
        );
    },
    /** The new test, or null when an open one of the same test exists (the partial unique index decides). */
    async insertUnlessOpen(values: NewCandidateAssessment): Promise<CandidateAssessmentRow | null> {
      const [row] = await db.insert(candidateAssessments).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    /** Adds answers to an open, unexpired test and marks it started; null when it is no longer open. */
    async saveAnswers(
      organizationId: string,
      id: string,
      answers: Record<string, number>,
      now: Date,
    ): Promise<CandidateAssessmentRow | null> {
      const [row] = await db
        .update(candidateAssessments)
        .set({
          answers: sql`${candidateAssessments.answers} || ${JSON.stringify(answers)}::jsonb`,
          state: 'started',
          startedAt: sql`coalesce(${candidateAssessments.startedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(scope(organizationId, id), open, gt(candidateAssessments.expiresAt, now)))
        .returning();
      return row ?? null;
    },
    /** Stores the result of an open test; null when another request finished it first. */
    async finish(
      organizationId: string,
      id: string,
      result: NonNullable<CandidateAssessmentRow['result']>,
      now: Date,
    ): Promise<CandidateAssessmentRow | null> {
      const [row] = await db
        .update(candidateAssessments)
        .set({ state: 'finished', result, finishedAt: now })
        .where(and(scope(organizationId, id), open))
        .returning();
      return row ?? null;
    },
  };
}
