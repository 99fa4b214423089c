import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import {
  type Actor,
  ASSESSMENT_VALIDITY_DAYS,
  type AssessmentState,
  assessmentPolicy,
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

/** GET membership/{id}/available_assessments: what the organisation offers, for the coach's own membership. */
export function listAvailableForMembership(input: { actor: Actor; teamMemberId: string }): CatalogueEntry[] {
  const { actor } = input;
  // Another member's list is not told apart from one that does not exist.
  if (actor.teamMemberId !== input.teamMemberId) throw assessmentErrors.membershipNotFound();
  authorize(assessmentPolicy.listAvailable, actor, {
    organizationId: actor.organizationId,
    teamMemberId: input.teamMemberId,
  });
  return assessmentCatalogue();
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
  return assessmentCatalogue()
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
 * retest; an open one of the same test blocks it (422).
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
  const entry = findCatalogueEntry(input.assessmentId);
  if (!entry) throw assessmentErrors.unknownAssessment();
  authorize(
    assessmentPolicy.choose,
    actor,
    { dossier: facts, offer: entry },
    'Deze test kan alleen je coach voor je klaarzetten.',
  );
  return input.db.transaction(async (tx) => {
    const repo = createAssessmentsRepository(tx);
    await repo.expireOverdue(actor.organizationId, facts.id, now);
    const row = await repo.insertUnlessOpen({
      organizationId: actor.organizationId,
      dossierId: facts.id,
      assessmentId: entry.id,
      assessmentName: entry.name,
      providerName: entry.provider.name,
      priceCents: entry.priceCents,
      isDemo: entry.isDemo,
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
