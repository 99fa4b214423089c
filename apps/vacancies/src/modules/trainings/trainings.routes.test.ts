import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { loggedIn } from '../../testing/vacancies-testing';

let t: TestApp;
const API = '/vacancies/api/v1/suggestions/trainings';
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /vacancies/api/v1/suggestions/trainings', () => {
  it('answers 401 without a session and 403 for a user context of another person', async () => {
    expect((await t.client().get(API, { query: { 'filter[term]': 'kok' } })).status).toBe(401);
    const { client } = await loggedIn(t);
    const { actor: other } = await loggedIn(t);
    expect(
      (await client.get(API, { query: { 'filter[term]': 'kok', user_context_id: other.userContextId } })).status,
    ).toBe(403);
  });

  it('is there for the vacancies explorer or the occupations explorer, not without either', async () => {
    for (const features of [['VacanciesExplorer'], ['OccupationsExplorer']] as const) {
      const { client } = await loggedIn(t, { features: [...features] });
      expect((await client.get(API, { query: { 'filter[term]': 'kok' } })).status).toBe(200);
    }
    const { client } = await loggedIn(t, { features: ['Help'] });
    expect((await client.get(API, { query: { 'filter[term]': 'kok' } })).status).toBe(403);
  });

  it('matches courses on the words of a vacancy or occupation title', async () => {
    const { client } = await loggedIn(t);
    const nurse = await client.get(API, {
      query: { 'filter[term]': 'Wijkverpleegkundige (32-36 uur) Verpleegkundige' },
    });
    expect(nurse.status).toBe(200);
    const names = nurse.body.data.map((item: any) => item.attributes.name);
    expect(names).toContain('Verpleegkundige (mbo 4)');
    expect(names).toContain('Hbo-Verpleegkunde (deeltijd)');
    expect(Object.keys(nurse.body.data[0].attributes)).toEqual([
      'name',
      'method',
      'level',
      'price',
      'priceCurrency',
      'duration',
      'durationUnit',
      'description',
      'url',
    ]);
    expect(nurse.body.data[0].attributes.priceCurrency).toBe('EUR');
    const forklift = await client.get(API, { query: { 'filter[term]': 'Heftruckchauffeur' } });
    expect(forklift.body.data.map((item: any) => item.attributes.name)).toContain('Heftruckcertificaat');
  });

  it('answers an empty list for a term that matches nothing, and 400 without a term', async () => {
    const { client } = await loggedIn(t);
    const nothing = await client.get(API, { query: { 'filter[term]': 'astronaut ruimtevaart' } });
    expect(nothing.body).toMatchObject({ data: [], meta: { count: 0 } });
    const missing = await client.get(API);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].source).toEqual({ parameter: 'filter[term]' });
  });
});
