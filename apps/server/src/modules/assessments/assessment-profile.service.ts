import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { type Actor, assessmentPolicy, profileInterestsOf } from '@koers/shared';
import { recordDossierAccess } from '../dossier-access-log/dossier-access-log.service';
import { takeOverInterestResult } from '../profiles/profiles.service';
import { assessmentErrors } from './assessments.errors';
import type { CandidateAssessmentRow } from './assessments.repository';
import { readAssessment } from './assessments.service';

/**
 * POST candidate_assessment/{id}/take_over: the candidate takes their finished interest test's
 * result over into their profile (issue 36.2): the Holland code the explained match reads, and
 * the profile's interests its three types stand for. Taking it over again is harmless.
 */
export async function takeOverIntoProfile(input: {
  db: Db;
  actor: Actor;
  id: string;
}): Promise<CandidateAssessmentRow> {
  const { actor } = input;
  const row = await readAssessment(input);
  authorize(assessmentPolicy.takeOver, actor, row, 'Alleen de kandidaat zelf neemt de uitslag over in het profiel.');
  const result = row.state === 'finished' ? row.result : null;
  if (!result) throw assessmentErrors.notFinished();
  await input.db.transaction(async (tx) => {
    const dossier = { organizationId: row.organizationId, id: row.dossierId };
    await takeOverInterestResult(tx, dossier, { code: result.code, interests: profileInterestsOf(result) });
    await recordDossierAccess(tx, actor, {
      dossierId: row.dossierId,
      action: 'update',
      subject: 'interests',
      subjectId: row.id,
    });
  });
  return row;
}
