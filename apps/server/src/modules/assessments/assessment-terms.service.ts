import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { type Actor, assessmentPolicy, type assessmentTermsSchema, type z } from '@koers/shared';
import { assessmentErrors } from './assessments.errors';
import { createAssessmentsRepository } from './assessments.repository';
import { type AssessmentOffer, organizationOffers } from './assessments.service';
import { findCatalogueEntry } from './providers/assessment-providers';

/** A test with the organisation's terms: its price now, the provider's list price, whether it agreed one. */
export type AssessmentTermsView = AssessmentOffer & { listPriceCents: number; agreedPrice: boolean };

async function termsViews(db: Db, organizationId: string): Promise<AssessmentTermsView[]> {
  const agreed = new Set(
    (await createAssessmentsRepository(db).listTerms(organizationId))
      .filter((row) => row.priceCents !== null)
      .map((row) => row.assessmentId),
  );
  return (await organizationOffers(db, organizationId)).map((offer) => ({
    ...offer,
    listPriceCents: findCatalogueEntry(offer.id)?.priceCents ?? 0,
    agreedPrice: !offer.isDemo && agreed.has(offer.id),
  }));
}

/** GET organization/{id}/assessment_terms: every test of the catalogue with its price and credits. */
export function listAssessmentTerms(db: Db, actor: Actor): Promise<AssessmentTermsView[]> {
  authorize(assessmentPolicy.manageTerms, actor);
  return termsViews(db, actor.organizationId);
}

/**
 * PATCH organization/{id}/assessment_term/{assessmentId}: the price agreed with the provider (in
 * cents, SPEC §9: price × 100) and the credits held. A demo test always costs nothing (422).
 */
export async function saveAssessmentTerms(
  db: Db,
  actor: Actor,
  assessmentId: string,
  attributes: z.output<typeof assessmentTermsSchema>,
): Promise<AssessmentTermsView> {
  authorize(assessmentPolicy.manageTerms, actor);
  const entry = findCatalogueEntry(assessmentId);
  if (!entry) throw assessmentErrors.notFound();
  if (entry.isDemo) throw assessmentErrors.demoTerms();
  await createAssessmentsRepository(db).saveTerms(actor.organizationId, entry.id, {
    priceCents: attributes.price === null ? null : Math.round(attributes.price * 100),
    credits: attributes.credits,
  });
  const view = (await termsViews(db, actor.organizationId)).find((row) => row.id === entry.id);
  if (!view) throw assessmentErrors.notFound();
  return view;
}
