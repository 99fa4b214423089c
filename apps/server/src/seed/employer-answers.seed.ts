import type { Db } from '@koers/server-core/db/database';
import type { EmployerAnswerInput } from '@koers/shared';
import { answerVacancyCandidate } from '../modules/employer-answers/employer-answers.service';
import { buildActor } from '../modules/user-contexts/actor';
import { contextFactsFor } from '../modules/user-contexts/user-contexts.service';
import { demoId } from './demo-ids';

/** The Hulpmonteur vacancy Eva Visser (the demo contact login) handles, and her answers on it. */
export const DEMO_ANSWERED_VACANCY = 'internal-vacancy:bouwbedrijf-van-dijk:1';
export const DEMO_EMPLOYER_ANSWERS: Array<{ candidate: string; answer: EmployerAnswerInput }> = [
  {
    candidate: 'fleur-visser',
    answer: { answer: 'invite', reason: null, note: 'Past dinsdag om 10 uur op de bouwplaats voor een kennismaking?' },
  },
  {
    candidate: 'naima-bouzid',
    answer: { answer: 'decline', reason: 'experience', note: 'We zoeken voor deze plek iemand met bouwervaring.' },
  },
  { candidate: 'ahmad-rahimi', answer: { answer: 'hire', reason: null, note: 'Hij begint op 1 van de maand.' } },
];

/**
 * Eva Visser answers three proposals (issue 38.3) through the answer's own service, so the stored
 * answers, the saved vacancies' states with their history, the coach's and candidates'
 * notifications and the timeline agree as they do after a real answer. Mohamed's proposal for the
 * Timmerman stays open: the employer's browser journey answers it.
 */
export async function seedEmployerAnswers(db: Db): Promise<void> {
  const facts = await contextFactsFor(db, demoId('user:werkgever'), demoId('context:werkgever:werkpad:contact'), {
    mfaVerified: true,
  });
  if (!facts) throw new Error('de demo-contactpersoon ontbreekt');
  const actor = buildActor(facts);
  for (const { candidate, answer } of DEMO_EMPLOYER_ANSWERS) {
    await answerVacancyCandidate(db, actor, demoId(DEMO_ANSWERED_VACANCY), demoId(`dossier:${candidate}`), answer);
  }
}
