import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { importCorpus, loggedIn } from '../../testing/vacancies-testing';

let t: TestApp;
let client: Awaited<ReturnType<typeof loggedIn>>['client'];
const API = '/vacancies/api/v1/internet_employers';

beforeAll(async () => {
  t = await startTestApp();
  await importCorpus(t.database, { count: 300, seed: 'employers' });
  ({ client } = await loggedIn(t));
});
afterAll(async () => {
  await t.close();
});

describe('internet employers', () => {
  it('answers 401 without a session, 403 for another person’s context and for employer contacts', async () => {
    expect((await t.client().get(API)).status).toBe(401);
    const { actor: other } = await loggedIn(t);
    expect((await client.get(API, { query: { user_context_id: other.userContextId } })).status).toBe(403);
    const { client: contact } = await loggedIn(t, { userType: 'contact' });
    expect((await contact.get(API)).status).toBe(403);
    const { client: candidate } = await loggedIn(t, { userType: 'client' });
    expect((await candidate.get(API)).status).toBe(200);
  });

  it('takes the feature EmployersExplorer (SPEC §6), except for an account manager taking a company over', async () => {
    const { client: candidate } = await loggedIn(t, { userType: 'client', features: ['VacanciesExplorer'] });
    expect((await candidate.get(API)).status).toBe(403);
    const { client: coach } = await loggedIn(t, { features: ['VacanciesExplorer'], rights: { coach: true } });
    expect((await coach.get(API)).status).toBe(403);
    const { client: accountManager } = await loggedIn(t, { features: [], rights: { accountManager: true } });
    expect((await accountManager.get(API)).status).toBe(200);
  });

  it('lists employers by name or by number of vacancies, and searches on name and city', async () => {
    const all = await client.get(API, { query: { 'page[size]': 100 } });
    const [count] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from vacancies.internet_employers',
    );
    expect(all.body.meta.count).toBe(count?.n);
    const names = all.body.data.map((item: any) => item.attributes.name);
    const lower = (name: string) => name.toLowerCase();
    expect([...names].sort((a: string, b: string) => (lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0))).toEqual(
      names,
    );

    const busiest = await client.get(API, { query: { sort: '-vacancyCount', 'page[size]': 5 } });
    const counts = busiest.body.data.map((item: any) => item.attributes.vacancyCount);
    expect([...counts].sort((a: number, b: number) => b - a)).toEqual(counts);

    const first = busiest.body.data[0].attributes;
    const word = first.name.split(' ').at(-1).toLowerCase().slice(0, 4);
    const found = await client.get(API, { query: { _q: word, 'page[size]': 100 } });
    expect(found.body.data.map((item: any) => item.attributes.name)).toContain(first.name);
    const inCity = await client.get(API, { query: { 'filter[city]': first.location, 'page[size]': 100 } });
    for (const item of inCity.body.data) expect(item.attributes.location).toBe(first.location);
  });

  it('shows one employer and its vacancies', async () => {
    const busiest = await client.get(API, { query: { sort: '-vacancyCount', 'page[size]': 1 } });
    const employer = busiest.body.data[0];
    const detail = await client.get(`${API}/${employer.id}`);
    expect(detail.body.data.attributes).toEqual(employer.attributes);
    const vacancies = await client.get(`${API}/${employer.id}/external_vacancies`, {
      query: { include: 'organization' },
    });
    expect(vacancies.status).toBe(200);
    expect(vacancies.body.meta.count).toBe(employer.attributes.vacancyCount);
    for (const item of vacancies.body.data) expect(item.relationships.organization.data.id).toBe(employer.id);
    expect(vacancies.body.included).toEqual([expect.objectContaining({ type: 'internet_employers', id: employer.id })]);
    // The list's cards only (a sparse fieldset), as the web app asks them.
    const cards = await client.get(`${API}/${employer.id}/external_vacancies`, {
      query: { 'fields[external_vacancies]': 'title,organizationName' },
    });
    expect(cards.body.data.map((item: any) => item.attributes)).toEqual(
      vacancies.body.data.map((item: any) => ({
        title: item.attributes.title,
        organizationName: item.attributes.organizationName,
      })),
    );
    const wrong = await client.get(`${API}/${employer.id}/external_vacancies`, {
      query: { 'fields[external_vacancies]': 'salaris' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].source).toEqual({ parameter: 'fields[external_vacancies]' });
  });

  it('answers 404 for an unknown employer and 400 for a bad filter', async () => {
    expect((await client.get(`${API}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await client.get(`${API}/00000000-0000-4000-8000-000000000000/external_vacancies`)).status).toBe(404);
    expect((await client.get(API, { query: { 'filter[coc_number]': '12' } })).status).toBe(400);
    expect((await client.get(API, { query: { sort: 'salaris' } })).status).toBe(400);
  });
});
