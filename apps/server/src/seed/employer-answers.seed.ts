import type { Db } from '@koers/server-core/db/database';
import { type DeclineReason, EMPLOYER_ANSWER_STATE_CODES, type EmployerAnswer } from '@koers/shared';
import { inArray } from 'drizzle-orm';
import { employerAnswers } from '../schema/employer-answers.table';
import { savedVacancies, vacancyActivities, vacancyStates } from '../schema/saved-vacancies.table';
import { DEMO_CANDIDATES } from './demo-candidates';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';

const DAY_MS = 86_400_000;
const COACH_CONTEXT = 'context:coach:werkpad:member';
/** Eva Visser, the demo contact of Bouwbedrijf Van Dijk, answers for her vacancies. */
const CONTACT_CONTEXT = 'context:werkgever:werkpad:contact';
/** Bouwbedrijf Van Dijk's 'Hulpmonteur bouw', whose contact person Eva is. */
const VACANCY = 'internal-vacancy:bouwbedrijf-van-dijk:1';

type DemoAnswer = { answer: EmployerAnswer; reason?: DeclineReason; note?: string };

/**
 * What came back on the coach's proposals for 'Hulpmonteur bouw', one candidate each: an
 * invitation, a refusal with its reason, a hire, and one still waiting. (The Timmerman's two
 * proposals stay unanswered: the browser journey answers one.)
 */
const ANSWERS: Array<DemoAnswer | null> = [
  { answer: 'invite', note: 'Graag dinsdagochtend op de bouwplaats in Utrecht.' },
  { answer: 'decline', reason: 'experience', note: 'We zoeken iemand met ervaring op de steiger.' },
  { answer: 'hire', note: 'Start op de eerste maandag van de maand.' },
  null,
];

/**
 * Answers of the employer to proposed candidates (issue 38.3), written as an answer writes them:
 * the proposal (a saved vacancy suggested by the coach), the contact's state change in its
 * history, and the answer itself — so the coach's timeline, the candidate's board and the
 * contact's vacancy list (proposed, awaiting an answer) show them on a fresh start.
 */
export async function seedEmployerAnswers(db: Db, now = Date.now()): Promise<void> {
  const organizationId = demoId(DEMO_ORGANIZATIONS.werkpad.key);
  const vacancyId = demoId(VACANCY);
  const codes = ['suggested', ...Object.values(EMPLOYER_ANSWER_STATE_CODES)];
  const states = new Map(
    (await db.select().from(vacancyStates).where(inArray(vacancyStates.code, codes))).map((row) => [row.code, row.id]),
  );
  const stateId = (code: string) => {
    const id = states.get(code);
    if (!id) throw new Error(`vacaturestatus ${code} ontbreekt`);
    return id;
  };
  // Candidates of the demo coach other than the two of the Timmerman, from the end of the list,
  // so their boards differ from those the saved-vacancy seed fills.
  const candidates = DEMO_CANDIDATES.filter(
    (candidate) =>
      candidate.coaches.includes('coach') &&
      !candidate.archived &&
      !['daan-bakker', 'mohamed-el-idrissi'].includes(candidate.key),
  )
    .reverse()
    .slice(0, ANSWERS.length);
  for (const [index, candidate] of candidates.entries()) {
    const given = ANSWERS[index];
    const proposedAt = new Date(now - (12 - index) * DAY_MS);
    const answeredAt = new Date(now - (6 - index) * DAY_MS);
    const id = demoId(`saved-vacancy:answered:${candidate.key}`);
    const finalState = given ? stateId(EMPLOYER_ANSWER_STATE_CODES[given.answer]) : stateId('suggested');
    await db.insert(savedVacancies).values({
      id,
      organizationId,
      dossierId: demoId(`dossier:${candidate.key}`),
      vacancyType: 'InternalVacancy',
      vacancyId,
      vacancyStateId: finalState,
      createdByContextId: demoId(COACH_CONTEXT),
      createdAt: proposedAt,
      updatedAt: given ? answeredAt : proposedAt,
    });
    await db.insert(vacancyActivities).values({
      id: demoId(`vacancy-activity:proposed:${candidate.key}`),
      organizationId,
      savedVacancyId: id,
      action: 'create',
      eventAt: proposedAt,
      toStateId: stateId('suggested'),
      actorContextId: demoId(COACH_CONTEXT),
      createdAt: proposedAt,
      updatedAt: proposedAt,
    });
    if (!given) continue;
    await db.insert(vacancyActivities).values({
      id: demoId(`vacancy-activity:answered:${candidate.key}`),
      organizationId,
      savedVacancyId: id,
      action: 'update',
      eventAt: answeredAt,
      fromStateId: stateId('suggested'),
      toStateId: finalState,
      actorContextId: demoId(CONTACT_CONTEXT),
      createdAt: answeredAt,
      updatedAt: answeredAt,
    });
    await db.insert(employerAnswers).values({
      id: demoId(`employer-answer:${candidate.key}`),
      organizationId,
      internalVacancyId: vacancyId,
      dossierId: demoId(`dossier:${candidate.key}`),
      savedVacancyId: id,
      answer: given.answer,
      reason: given.reason ?? null,
      note: given.note ?? null,
      answeredByContextId: demoId(CONTACT_CONTEXT),
      createdAt: answeredAt,
      updatedAt: answeredAt,
    });
  }
}
