import type { Db } from '@koers/server-core/db/database';
import { forbidden } from '@koers/server-core/jsonapi/errors';
import { type Actor, DECLINE_REASONS, EMPLOYER_ANSWER_STATE_CODES, type EmployerAnswerInput } from '@koers/shared';
import { recordChange } from '../changes/changes.service';
import { candidateNotFound, readVacancyCandidate } from '../internal-vacancies/employer-candidates.service';
import { notifyEmployerAnswered } from '../notifications/notification-events.service';
import { moveSavedVacancyForEmployer } from '../saved-vacancies/saved-vacancies.service';
import { employerAnswerErrors } from './employer-answers.errors';
import { createEmployerAnswersRepository } from './employer-answers.repository';

/**
 * The employer answers a proposal (issue 38.3): in one transaction the answer is stored (every
 * answer, so the history stays), the candidate's saved vacancy moves to the answer's state with
 * its activity (by the actor) and the candidate's notification, and the dossier's coaches hear it.
 */
export async function answerVacancyCandidate(
  db: Db,
  actor: Actor,
  vacancyId: string,
  dossierId: string,
  input: EmployerAnswerInput,
) {
  const { row, can, record } = await readVacancyCandidate(db, actor, vacancyId, dossierId);
  if (!can.answer) throw forbidden('Je kunt voor deze vacature geen antwoord geven.');
  if (!row.savedVacancyId) throw candidateNotFound();
  if (row.archived) throw employerAnswerErrors.archivedDossier();
  const latest = row.latestAnswer;
  if (latest && latest.answer === input.answer && latest.reason === input.reason)
    throw employerAnswerErrors.sameAnswer();
  const savedVacancyId = row.savedVacancyId;
  await db.transaction(async (tx) => {
    const moved = await moveSavedVacancyForEmployer(tx, {
      actor,
      savedVacancyId,
      stateCode: EMPLOYER_ANSWER_STATE_CODES[input.answer],
    });
    const answer = await createEmployerAnswersRepository(tx).insert({
      organizationId: actor.organizationId,
      internalVacancyId: vacancyId,
      dossierId,
      savedVacancyId,
      answer: input.answer,
      reason: input.reason,
      note: input.note,
      answeredByContextId: actor.userContextId,
    });
    await notifyEmployerAnswered(tx, {
      actor,
      dossierId,
      coachTeamMemberIds: moved.row.coachTeamMemberIds,
      subjectId: answer.id,
      vacancyTitle: record.vacancy.title,
      employerName: record.employer.name,
      answer: input.answer,
      reasonLabel: DECLINE_REASONS.find((reason) => reason.code === input.reason)?.label ?? null,
      note: input.note,
    });
    await recordChange(tx, { channel: 'Employer', type: 'updated', id: record.employer.id });
  });
  return readVacancyCandidate(db, actor, vacancyId, dossierId);
}
