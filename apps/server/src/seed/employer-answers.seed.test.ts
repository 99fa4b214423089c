import { describe, expect, it } from 'vitest';
import { demoId } from './demo-ids';
import { useDemoWorldApp } from './demo-world.test-helpers';

const t = useDemoWorldApp();

describe('demo employer answers', () => {
  it('the contact’s vacancy list counts the proposals and the one still awaiting an answer', async () => {
    const eva = await t.loginAsDemo('werkgever@demo.koers.nl');
    const vacancies = await eva.get('/api/v1/employer_vacancies');
    expect(vacancies.status).toBe(200);
    const helper = vacancies.body.data.find(
      (item: { id: string }) => item.id === demoId('internal-vacancy:bouwbedrijf-van-dijk:1'),
    );
    expect(helper.attributes).toMatchObject({ candidatesProposed: 4, candidatesAwaitingAnswer: 1 });
    const candidates = await eva.get(`/api/v1/internal_vacancy/${helper.id}/candidates`);
    const answers = candidates.body.data.map(
      (item: { attributes: { latestAnswer: { answer: string } | null } }) =>
        item.attributes.latestAnswer?.answer ?? null,
    );
    expect(answers.sort()).toEqual(['decline', 'hire', 'invite', null].sort());
  });

  it('each answered candidate’s coach reads the answer on the dossier’s timeline', async () => {
    const coach = await t.loginAsDemo('coach@demo.koers.nl');
    const eva = await t.loginAsDemo('werkgever@demo.koers.nl');
    const candidates = await eva.get(
      `/api/v1/internal_vacancy/${demoId('internal-vacancy:bouwbedrijf-van-dijk:1')}/candidates`,
    );
    const answered = candidates.body.data.filter(
      (item: { attributes: { latestAnswer: unknown } }) => item.attributes.latestAnswer !== null,
    );
    expect(answered).toHaveLength(3);
    for (const item of answered) {
      const timeline = await coach.get(`/api/v1/dossier/${item.id}/timeline`, {
        query: { 'filter[kind]': 'employer_answer' },
      });
      expect(timeline.status).toBe(200);
      expect(timeline.body.data).toHaveLength(1);
      expect(timeline.body.data[0].attributes.kind).toBe('employer_answer');
    }
  });
});
