import { describe, expect, it } from 'vitest';
import { demoId } from './demo-ids';
import { useDemoWorldApp } from './demo-world.test-helpers';
import { DEMO_ANSWERED_VACANCY, DEMO_EMPLOYER_ANSWERS } from './employer-answers.seed';

const t = useDemoWorldApp();
const vacancyId = demoId(DEMO_ANSWERED_VACANCY);

describe('demo employer answers', () => {
  it('Eva Visser has invited, declined with a reason and hired on the Hulpmonteur; her list counts them', async () => {
    const eva = await t.loginAsDemo('werkgever@demo.koers.nl');
    const candidates = await eva.get(`/api/v1/internal_vacancy/${vacancyId}/candidates`);
    expect(candidates.status, JSON.stringify(candidates.body)).toBe(200);
    const answers = Object.fromEntries(
      candidates.body.data.map((item: any) => [item.id, item.attributes.latestAnswer?.answer ?? null]),
    );
    expect(answers).toEqual(
      Object.fromEntries(
        DEMO_EMPLOYER_ANSWERS.map((demo) => [demoId(`dossier:${demo.candidate}`), demo.answer.answer]),
      ),
    );
    const declined = candidates.body.data.find((item: any) => item.attributes.latestAnswer?.answer === 'decline');
    expect(declined.attributes).toMatchObject({
      stateLabel: 'Afgewezen',
      latestAnswer: { reasonLabel: 'Ervaring past niet' },
    });
    const vacancies = await eva.get('/api/v1/employer_vacancies');
    const byId = (id: string) => vacancies.body.data.find((item: any) => item.id === id)?.attributes;
    expect(byId(vacancyId)).toMatchObject({ candidatesProposed: 3, candidatesAwaitingAnswer: 0 });
    // The Timmerman's proposals stay open for the employer's browser journey.
    expect(byId(demoId('internal-vacancy:bouwbedrijf-van-dijk:0'))).toMatchObject({
      candidatesProposed: 2,
      candidatesAwaitingAnswer: 2,
    });
  });

  it("the coach hears it and reads it on the dossier's timeline; the saved vacancy's history is Eva's", async () => {
    const coach = await t.loginAsDemo('coach@demo.koers.nl');
    const dossierId = demoId('dossier:fleur-visser');
    const timeline = await coach.get(`/api/v1/dossier/${dossierId}/timeline`, {
      query: { 'filter[kind]': 'employer_answer' },
    });
    expect(timeline.status, JSON.stringify(timeline.body)).toBe(200);
    expect(timeline.body.data).toHaveLength(1);
    const notifications = await coach.get(
      `/api/v1/user_contexts/${demoId('context:coach:werkpad:member')}/notifications`,
    );
    const titles = notifications.body.data.map((item: any) => item.attributes.title);
    expect(titles).toEqual(expect.arrayContaining(['Ahmad Rahimi is aangenomen']));
    const saved = await coach.get('/api/v1/saved_vacancies', {
      query: { 'filter[dossier]': dossierId, include: 'vacancy_state' },
    });
    const internal = saved.body.data.find((item: any) => item.attributes.vacancyType === 'InternalVacancy');
    const history = await coach.get('/api/v1/vacancy_activities', {
      query: { 'filter[saved_vacancy]': internal.id, include: 'public_user_context' },
    });
    expect(history.body.meta.count).toBe(2);
    expect(history.body.data[0].relationships.publicUserContext.data.id).toBe(
      demoId('context:werkgever:werkpad:contact'),
    );
  });
});
