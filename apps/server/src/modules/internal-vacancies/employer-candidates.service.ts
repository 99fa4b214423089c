import type { Db } from '@koers/server-core/db/database';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { type Actor, dossierPolicy, internalVacancyPolicy } from '@koers/shared';
import { loadDossier } from '../dossier-access/dossier-access.service';
import {
  createEmployerCandidatesQueries,
  type EmployerCandidateRow,
  type VacancyCandidateCounts,
} from './employer-candidates.queries';
import { internalVacancyFactsOf, loadInternalVacancy } from './internal-vacancies.service';

export type { EmployerCandidateRow, VacancyCandidateCounts };

export const candidateNotFound = () => notFound('Deze kandidaat is niet voorgesteld voor deze vacature.');

/** What the actor may do with the candidates of one vacancy (`meta.can` of each). */
export type CandidateAbilities = { answer: boolean };

async function abilitiesFor(db: Db, actor: Actor, vacancyId: string) {
  const { record, contactEmployerId } = await loadInternalVacancy(db, actor, vacancyId);
  const answer = internalVacancyPolicy.answerCandidate(actor, internalVacancyFactsOf(record), contactEmployerId);
  return { record, can: { answer } satisfies CandidateAbilities };
}

/** The candidates proposed for (or saving) a vacancy the actor manages: staff or the employer's contact. */
export async function listVacancyCandidates(db: Db, actor: Actor, vacancyId: string) {
  const { can } = await abilitiesFor(db, actor, vacancyId);
  return { rows: await createEmployerCandidatesQueries(db).ofVacancy(actor.organizationId, vacancyId), can };
}

/** candidate_show: one candidate of the vacancy; anyone not proposed for it is a 404. */
export async function readVacancyCandidate(db: Db, actor: Actor, vacancyId: string, dossierId: string) {
  const { record, can } = await abilitiesFor(db, actor, vacancyId);
  const [row] = await createEmployerCandidatesQueries(db).ofVacancy(actor.organizationId, vacancyId, dossierId);
  if (!row) throw candidateNotFound();
  return { row, can, record };
}

/** Per vacancy how many candidates are on it and how many await an answer (the vacancy list). */
export function candidateCountsOf(db: Db, actor: Actor, vacancyIds: string[]) {
  return createEmployerCandidatesQueries(db).countsOf(actor.organizationId, vacancyIds);
}

/** candidate_preview: what an employer would see of a candidate, for staff who handle the dossier. */
export async function previewCandidate(db: Db, actor: Actor, dossierId: string) {
  const { row } = await loadDossier(db, actor, dossierId, dossierPolicy.previewForEmployer);
  const candidate = await createEmployerCandidatesQueries(db).one(actor.organizationId, row.id);
  if (!candidate) throw notFound('Dit dossier bestaat niet of je hebt er geen toegang toe.');
  return candidate;
}
