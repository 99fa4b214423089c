import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import {
  type Actor,
  ASSESSMENT_VALIDITY_DAYS,
  type AssessmentState,
  assessmentPolicy,
  assessmentPriceInCents,
  isFinalAssessmentState,
} from '@koers/shared';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { assessmentErrors } from './assessments.errors';
import { type CandidateAssessmentRow, createAssessmentsRepository } from './assessments.repository';
import type { CatalogueEntry, Questionnaire } from './providers/assessment-provider';
import { assessmentCatalogue, findCatalogueEntry } from './providers/assessment-providers';

const DAY_MS = 86_400_000;

/** The state as it stands now: an open test past its time is expired, even before anyone wrote that down. */
export function effectiveState(row: Pick<CandidateAssessmentRow, 'state' | 'expiresAt'>, now: Date): AssessmentState {
  return !isFinalAssessmentState(row.state) && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.state;
}

/** The questions of a row's test when it is taken in Koers. */
export function questionnaireOf(row: Pick<CandidateAssessmentRow, 'assessmentId'>): Questionnaire | null {
  const entry = findCatalogueEntry(row.assessmentId);
  return entry ? entry.provider.questionnaire(entry.key) : null;
}

/**
 * A test as one organisation is offered it (SPEC §3, §9): its price (the organisation's agreed
 * price, else the provider's list price) and its credits (null for a demo test, which costs
 * nothing anyway). A candidate may choose it themself only when the choice costs the
 * organisation no money: a self-service test that is a demo, free, or paid with a credit.
 */
export type AssessmentOffer = CatalogueEntry & { credits: number | null };

/** The cents a choice of this offer costs now (SPEC §9: demo and a test with credits cost nothing). */
export const offerCostCents = (offer: Pick<AssessmentOffer, 'priceCents' | 'isDemo' | 'credits'>) =>
  assessmentPriceInCents({ price: offer.priceCents / 100, isDemo: offer.isDemo, credits: offer.credits });

/** The catalogue with the organisation's terms applied. */
export async function organizationOffers(db: Db, organizationId: string): Promise<AssessmentOffer[]> {
  const terms = new Map(
    (await createAssessmentsRepository(db).listTerms(organizationId)).map((row) => [row.assessmentId, row]),
  );
  return assessmentCatalogue().map((entry) => {
    const own = terms.get(entry.id);
    const offer = {
      ...entry,
      priceCents: entry.isDemo ? 0 : (own?.priceCents ?? entry.priceCents),
      credits: entry.isDemo ? null : (own?.credits ?? 0),
    };
    return { ...offer, selfService: entry.selfService && offerCostCents(offer) === 0 };
  });
}

/** GET membership/{id}/available_assessments: what the organisation offers, for the coach's own membership. */
export async function listAvailableForMembership(input: {
  db: Db;
  actor: Actor;
  teamMemberId: string;
}): Promise<AssessmentOffer[]> {
  const { actor } = input;
  // Another member's list is not told apart from one that does not exist.
  if (actor.teamMemberId !== input.teamMemberId) throw assessmentErrors.membershipNotFound();
  authorize(assessmentPolicy.listAvailable, actor, {
    organizationId: actor.organizationId,
    teamMemberId: input.teamMemberId,
  });
  return organizationOffers(input.db, actor.organizationId);
}

/** The tests the actor may choose for this dossier, each with whether an open one blocks it (SPEC §4). */
export async function listAvailableForDossier(input: { db: Db; actor: Actor; dossierId: string; now?: Date }) {
  const { actor } = input;
  const { facts } = await loadDossier(input.db, actor, input.dossierId, assessmentPolicy.listForDossier);
  const now = input.now ?? new Date();
  const rows = await createAssessmentsRepository(input.db).listForDossier(actor.organizationId, facts.id);
  const open = new Set(
    rows.filter((row) => !isFinalAssessmentState(effectiveState(row, now))).map((row) => row.assessmentId),
  );
  return (await organizationOffers(input.db, actor.organizationId))
    .filter((entry) => assessmentPolicy.choose(actor, { dossier: facts, offer: entry }))
    .map((entry) => ({ entry, blocked: open.has(entry.id) }));
}

/** GET dossier/{id}/candidate_assessments: the dossier's tests, newest first. */
export async function listForDossier(input: { db: Db; actor: Actor; dossierId: string }) {
  const { actor } = input;
  const { facts } = await loadDossier(input.db, actor, input.dossierId, assessmentPolicy.listForDossier);
  return createAssessmentsRepository(input.db).listForDossier(actor.organizationId, facts.id);
}

/**
 * Choosing a test for a dossier (SPEC §4): a final one (finished, expired, failed) allows a
 * retest; an open one of the same test blocks it (422). A non-demo test with credits spends one
 * in the same transaction (SPEC §9); without credits the row records the price it cost.
 */
export async function chooseAssessment(input: {
  db: Db;
  actor: Actor;
  dossierId: string;
  assessmentId: string;
  now?: Date;
}): Promise<CandidateAssessmentRow> {
  const { actor } = input;
  const now = input.now ?? new Date();
  const { facts } = await loadDossier(input.db, actor, input.dossierId, assessmentPolicy.listForDossier);
  if (!findCatalogueEntry(input.assessmentId)) throw assessmentErrors.unknownAssessment();
  return input.db.transaction(async (tx) => {
    const entry = (await organizationOffers(tx, actor.organizationId)).find((offer) => offer.id === input.assessmentId);
    if (!entry) throw assessmentErrors.unknownAssessment();
    authorize(
      assessmentPolicy.choose,
      actor,
      { dossier: facts, offer: entry },
      'Deze test kan alleen je coach voor je klaarzetten.',
    );
    const repo = createAssessmentsRepository(tx);
    await repo.expireOverdue(actor.organizationId, facts.id, now);
    // A credit is spent only when the credit is still there at this moment; otherwise the price applies.
    const withCredit =
      !entry.isDemo && (entry.credits ?? 0) > 0 && (await repo.spendCredit(actor.organizationId, entry.id));
    // The last credit went to another choice meanwhile: now it costs money, which only a coach may spend.
    if (!withCredit && !entry.isDemo && entry.priceCents > 0) {
      authorize(
        assessmentPolicy.choose,
        actor,
        { dossier: facts, offer: { selfService: false } },
        'Deze test kan alleen je coach voor je klaarzetten.',
      );
    }
    const row = await repo.insertUnlessOpen({
      organizationId: actor.organizationId,
      dossierId: facts.id,
      assessmentId: entry.id,
      assessmentName: entry.name,
      providerName: entry.provider.name,
      priceCents: withCredit || entry.isDemo ? 0 : entry.priceCents,
      isDemo: entry.isDemo,
      paidWithCredit: withCredit,
      state: 'assigned',
      chosenByContextId: actor.userContextId,
      expiresAt: new Date(now.getTime() + ASSESSMENT_VALIDITY_DAYS * DAY_MS),
    });
    if (!row) throw assessmentErrors.alreadyOpen();
    return row;
  });
}

/** One test of a dossier the actor may read (404 outside the organisation). */
export async function readAssessment(input: { db: Db; actor: Actor; id: string }): Promise<CandidateAssessmentRow> {
  const { actor } = input;
  const row = await createAssessmentsRepository(input.db).findById(actor.organizationId, input.id);
  if (!row) throw assessmentErrors.notFound();
  await loadDossier(input.db, actor, row.dossierId, assessmentPolicy.listForDossier);
  return row;
}

async function loadForTaking(input: { db: Db; actor: Actor; id: string; now: Date }) {
  const row = await readAssessment(input);
  authorize(assessmentPolicy.take, input.actor, row, 'Alleen de kandidaat zelf maakt de test.');
  const state = effectiveState(row, input.now);
  if (isFinalAssessmentState(state)) throw assessmentErrors.notOpen(state);
  const questionnaire = questionnaireOf(row);
  if (!questionnaire) throw assessmentErrors.notTakenInKoers();
  return { row, questionnaire };
}

/** Saves answers (resumable: earlier answers stay, a new answer to the same question replaces it). */
export async function saveAnswers(input: {
  db: Db;
  actor: Actor;
  id: string;
  answers: Record<string, number>;
  now?: Date;
}): Promise<CandidateAssessmentRow> {
  const now = input.now ?? new Date();
  const { row, questionnaire } = await loadForTaking({ ...input, now });
  const known = new Set(questionnaire.questions.map((question) => question.id));
  const unknown = Object.keys(input.answers).find((id) => !known.has(id));
  if (unknown) throw assessmentErrors.unknownQuestion(unknown);
  const saved = await createAssessmentsRepository(input.db).saveAnswers(row.organizationId, row.id, input.answers, now);
  if (!saved) throw assessmentErrors.notOpen(row.expiresAt <= now ? 'expired' : 'finished');
  return saved;
}

/** Finishing: every question answered, then the provider scores the answers (the result is stored). */
export async function finishAssessment(input: {
  db: Db;
  actor: Actor;
  id: string;
  now?: Date;
}): Promise<CandidateAssessmentRow> {
  const now = input.now ?? new Date();
  const { row, questionnaire } = await loadForTaking({ ...input, now });
  const missing = questionnaire.questions.filter((question) => row.answers[question.id] === undefined);
  const [first] = missing;
  if (first) throw assessmentErrors.unanswered(first.id, missing.length);
  const entry = findCatalogueEntry(row.assessmentId);
  if (!entry) throw assessmentErrors.notTakenInKoers();
  const result = entry.provider.score(entry.key, row.answers);
  const finished = await createAssessmentsRepository(input.db).finish(row.organizationId, row.id, result, now);
  if (!finished) throw assessmentErrors.notOpen('finished');
  return finished;
}
