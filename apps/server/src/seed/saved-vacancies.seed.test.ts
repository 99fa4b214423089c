import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoWorldApp } from './demo-world.test-helpers';
import { findDemoSavedVacancies, isSavedVacanciesSeeded, seedSavedVacancies } from './saved-vacancies.seed';

const t = useDemoWorldApp();
let asked: Array<{ q: string; postalCode: string; count: number }>;
beforeAll(async () => {
  asked = [];
  // The composition asks the vacancies service; here every search finds fresh ids.
  const found = await findDemoSavedVacancies(async (search) => {
    asked.push(search);
    return Array.from({ length: search.count }, () => randomUUID());
  });
  expect(await isSavedVacanciesSeeded(t.database.db)).toBe(false);
  await t.database.db.transaction((tx) => seedSavedVacancies(tx, found));
});

describe('demo saved vacancies', () => {
  it('searches near each candidate for their occupation, and runs once', async () => {
    expect(asked[0]).toMatchObject({ postalCode: '3515 BG', count: 5 });
    expect(asked.length).toBeGreaterThan(2);
    expect(await isSavedVacanciesSeeded(t.database.db)).toBe(true);
  });

  it('give Daan vacancies in every phase, one proposed by his coach, with their history', async () => {
    const client = await t.loginAsDemo('kandidaat@demo.koers.nl');
    const list = await client.get('/api/v1/saved_vacancies', { query: { include: 'vacancy_state' } });
    // Five internet vacancies, and the internal vacancy the coach proposed (internal-vacancies.seed.ts).
    const types = list.body.data.map((item: any) => item.attributes.vacancyType);
    expect(types.filter((type: string) => type === 'Vacancies::ExternalVacancy')).toHaveLength(5);
    expect(types.filter((type: string) => type === 'InternalVacancy')).toHaveLength(1);
    const codes = list.body.included.map((state: any) => state.attributes.code).sort();
    expect(codes).toEqual(['interesting', 'interview', 'rejected', 'applied', 'suggested'].sort());
    const proposed = list.body.data.find((item: any) =>
      list.body.included.some(
        (state: any) => state.id === item.relationships.vacancyState.data.id && state.attributes.code === 'suggested',
      ),
    );
    const history = await client.get('/api/v1/vacancy_activities', {
      query: { 'filter[saved_vacancy]': proposed.id, include: 'public_user_context' },
    });
    expect(history.body.included[0].attributes.name).toBe('Mehmet Yılmaz');
    const longest = await Promise.all(
      list.body.data.map(
        async (item: any) =>
          (await client.get('/api/v1/vacancy_activities', { query: { 'filter[saved_vacancy]': item.id } })).body.meta
            .count,
      ),
    );
    expect(Math.max(...longest)).toBeGreaterThan(3);
  });

  it('give the coach boards for several candidates and favourites', async () => {
    const client = await t.loginAsDemo('coach@demo.koers.nl');
    const list = await client.get('/api/v1/saved_vacancies', { query: { include: 'dossier', 'page[size]': 100 } });
    expect(new Set(list.body.data.map((item: any) => item.relationships.dossier.data.id)).size).toBeGreaterThan(2);
    const favorites = await client.get('/api/v1/favorites');
    const types = new Set(favorites.body.data.map((item: any) => item.attributes.favorableType));
    expect(types).toEqual(new Set(['Vacancies::ExternalVacancy', 'Candidate']));
  });
});
