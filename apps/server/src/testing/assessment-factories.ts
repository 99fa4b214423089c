import type { Db } from '@koers/server-core/db/database';
import { and, eq, inArray } from 'drizzle-orm';
import { RIASEC_ITEMS } from '../modules/assessments/providers/koers/riasec-items';
import { assessmentTerms, candidateAssessments } from '../schema/assessments.table';

/**
 * A built-in interest test of a dossier, open (assigned) unless told, with every question
 * answered when `answered`. An open one of the dossier is first made expired, so a new one fits.
 */
export async function buildCandidateAssessment(
  db: Db,
  options: { organizationId: string; dossierId: string; answered?: boolean },
) {
  await expireOpenAssessments(db, options);
  const answers = options.answered ? Object.fromEntries(RIASEC_ITEMS.map((item) => [item.id, 3])) : {};
  const [row] = await db
    .insert(candidateAssessments)
    .values({
      organizationId: options.organizationId,
      dossierId: options.dossierId,
      assessmentId: 'koers.riasec',
      assessmentName: 'Interessetest (RIASEC)',
      providerName: 'Koers',
      priceCents: 0,
      isDemo: false,
      state: options.answered ? 'started' : 'assigned',
      answers,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning();
  if (!row) throw new Error('buildCandidateAssessment');
  return row;
}

/** Makes a dossier's open tests expired, so any test may be chosen again. */
export async function expireOpenAssessments(db: Db, options: { organizationId: string; dossierId: string }) {
  await db
    .update(candidateAssessments)
    .set({ state: 'expired' })
    .where(
      and(
        eq(candidateAssessments.organizationId, options.organizationId),
        eq(candidateAssessments.dossierId, options.dossierId),
        inArray(candidateAssessments.state, ['assigned', 'started']),
      ),
    );
}

/** An organisation's terms for a test: its agreed price and the credits it holds (SPEC §9). */
export async function buildAssessmentTerms(
  db: Db,
  options: { organizationId: string; assessmentId?: string; priceCents: number | null; credits: number },
) {
  const [row] = await db
    .insert(assessmentTerms)
    .values({ assessmentId: 'koers.riasec', ...options })
    .returning();
  if (!row) throw new Error('buildAssessmentTerms');
  return row;
}
