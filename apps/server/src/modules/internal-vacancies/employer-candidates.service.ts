import type { Db } from '@koers/server-core/db/database';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { type Actor, dossierPolicy } from '@koers/shared';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { createEmployerCandidatesQueries, type EmployerCandidateRow } from './employer-candidates.queries';
import { loadInternalVacancy } from './internal-vacancies.service';

export type { EmployerCandidateRow };

const candidateNotFound = () => notFound('Deze kandidaat is niet voorgesteld voor deze vacature.');

/** The candidates proposed for (or saving) a vacancy the actor manages: staff or the employer's contact. */
export async function listVacancyCandidates(db: Db, actor: Actor, vacancyId: string) {
  await loadInternalVacancy(db, actor, vacancyId);
  return createEmployerCandidatesQueries(db).ofVacancy(actor.organizationId, vacancyId);
}

/** candidate_show: one candidate of the vacancy; anyone not proposed for it is a 404. */
export async function readVacancyCandidate(db: Db, actor: Actor, vacancyId: string, dossierId: string) {
  await loadInternalVacancy(db, actor, vacancyId);
  const [row] = await createEmployerCandidatesQueries(db).ofVacancy(actor.organizationId, vacancyId, dossierId);
  if (!row) throw candidateNotFound();
  return row;
}

/** candidate_preview: what an employer would see of a candidate, for staff who handle the dossier. */
export async function previewCandidate(db: Db, actor: Actor, dossierId: string) {
  const { row } = await loadDossier(db, actor, dossierId, dossierPolicy.previewForEmployer);
  const candidate = await createEmployerCandidatesQueries(db).one(actor.organizationId, row.id);
  if (!candidate) throw notFound('Dit dossier bestaat niet of je hebt er geen toegang toe.');
  return candidate;
}
