import { type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import {
  type Actor,
  assessmentPolicy,
  assessmentPriceInCents,
  type InterestResult,
  isFinalAssessmentState,
  RIASEC_TYPE_INFO,
} from '@koers/shared';
import type { AssessmentTermsView } from './assessment-terms.service';
import type { CandidateAssessmentRow } from './assessments.repository';
import { type AssessmentOffer, effectiveState, questionnaireOf } from './assessments.service';

/**
 * SPEC §3 Assessment and §9: price in euro, what a choice costs in cents (nothing for a demo test
 * or one with credits), demo, and the organisation's credits left (null for a demo test).
 */
function priceAttributes(offer: { priceCents: number; isDemo: boolean; credits: number | null }) {
  const price = offer.priceCents / 100;
  return {
    price,
    priceInCents: assessmentPriceInCents({ price, isDemo: offer.isDemo, credits: offer.credits }),
    isDemo: offer.isDemo,
    credits: offer.credits,
  };
}

/** The interest result with the six types named in Dutch and what they mean, from high to low. */
function serializeResult(result: InterestResult) {
  return {
    ...result,
    types: result.order.map((type) => ({ type, ...RIASEC_TYPE_INFO[type], score: result.scores[type] })),
  };
}

/** A test of the catalogue as a coach or candidate may choose it. */
export function serializeAvailableAssessment(entry: AssessmentOffer, blocked?: boolean): Resource {
  const questionnaire = entry.provider.questionnaire(entry.key);
  return resource('available_assessments', entry.id, {
    assessmentId: entry.id,
    assessmentName: entry.name,
    providerName: entry.provider.name,
    description: entry.description,
    minutes: entry.minutes,
    questionCount: questionnaire?.questions.length ?? null,
    selfService: entry.selfService,
    ...priceAttributes(entry),
    ...(blocked === undefined ? {} : { blocked }),
  });
}

/** A test with the organisation's terms, for its administrators (SPEC §9). */
export function serializeAssessmentTerms(view: AssessmentTermsView): Resource {
  return resource('assessment_terms', view.id, {
    assessmentId: view.id,
    assessmentName: view.name,
    providerName: view.provider.name,
    ...priceAttributes(view),
    listPrice: view.listPriceCents / 100,
    agreedPrice: view.agreedPrice,
  });
}

/**
 * A dossier's test (SPEC §3). The candidate who takes it gets the questions and their own answers
 * while it is open; everyone who may read it gets the result once it is finished.
 */
export function serializeCandidateAssessment(row: CandidateAssessmentRow, actor: Actor, now = new Date()): Resource {
  const state = effectiveState(row, now);
  const questions = questionnaireOf(row)?.questions ?? null;
  const taker = assessmentPolicy.take(actor, row);
  const open = !isFinalAssessmentState(state);
  return resource(
    'candidate_assessments',
    row.id,
    {
      assessmentId: row.assessmentId,
      assessmentName: row.assessmentName,
      providerName: row.providerName,
      // What this choice cost: the price recorded when it was chosen (0 with a credit or for a demo).
      ...priceAttributes({ ...row, credits: null }),
      paidWithCredit: row.paidWithCredit,
      state,
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt.toISOString(),
      questionCount: questions?.length ?? null,
      answeredCount: Object.keys(row.answers).length,
      questions: taker && open ? questions : null,
      answers: taker && open ? row.answers : null,
      result: state === 'finished' && row.result ? serializeResult(row.result) : null,
    },
    {
      relationships: { dossier: relationship({ type: 'dossiers', id: row.dossierId }) },
      meta: { can: { take: taker && open && questions !== null } },
    },
  );
}
