import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildEmployer, buildInternalVacancy } from '../../testing/employer-factories';
import { buildOrganization, buildPerson, type OrganizationRow, TEST_PASSWORD } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function person(userType: 'member' | 'client', organization?: OrganizationRow) {
  const built = await buildPerson(t.database.db, {
    userType,
    ...(organization ? { organization } : {}),
    ...(userType === 'member' ? { rights: { coach: true } } : {}),
  });
  const client = t.client();
  await client.login(built.email, TEST_PASSWORD);
  return { ...built, client };
}

const favoriteBody = (favorableType: string, favorableId: string) => ({
  data: { type: 'favorites', attributes: { favorableType, favorableId } },
});

describe('GET /api/v1/favorite_vacancies and favorite_vacancy/{id} (SPEC §7)', () => {
  it('lists the member’s own favourite vacancies of both kinds, newest first, without other favourites', async () => {
    const organization = await buildOrganization(t.database.db);
    const member = await person('member', organization);
    const employer = await buildEmployer(t.database.db, { organization });
    const internal = await buildInternalVacancy(t.database.db, employer.employer);
    const external = randomUUID();
    expect(
      (await member.client.post('/api/v1/favorite', favoriteBody('Vacancies::ExternalVacancy', external))).status,
    ).toBe(201);
    expect((await member.client.post('/api/v1/favorite', favoriteBody('InternalVacancy', internal.id))).status).toBe(
      201,
    );
    expect(
      (await member.client.post('/api/v1/favorite', favoriteBody('Taxonomy::Occupation', randomUUID()))).status,
    ).toBe(201);
    const colleague = await person('member', organization);
    await colleague.client.post('/api/v1/favorite', favoriteBody('Vacancies::ExternalVacancy', randomUUID()));

    const list = await member.client.get('/api/v1/favorite_vacancies');
    expect(list.status).toBe(200);
    expect(list.body.meta.count).toBe(2);
    expect(list.body.data.map((item: { attributes: { vacancyId: string } }) => item.attributes.vacancyId)).toEqual([
      internal.id,
      external,
    ]);
    expect(list.body.data[0]).toMatchObject({
      type: 'favorite_vacancies',
      attributes: { vacancyType: 'InternalVacancy', vacancyId: internal.id },
      relationships: { vacancy: { data: { type: 'internal_vacancies', id: internal.id } } },
    });

    const one = await member.client.get(`/api/v1/favorite_vacancy/${list.body.data[1].id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.relationships.vacancy.data).toEqual({ type: 'external_vacancies', id: external });
  });

  it('answers 404 for a colleague’s favourite, an occupation favourite or no id; 403 for a candidate', async () => {
    const organization = await buildOrganization(t.database.db);
    const member = await person('member', organization);
    const colleague = await person('member', organization);
    const theirs = await colleague.client.post(
      '/api/v1/favorite',
      favoriteBody('Vacancies::ExternalVacancy', randomUUID()),
    );
    const occupation = await member.client.post('/api/v1/favorite', favoriteBody('Taxonomy::Occupation', randomUUID()));
    expect((await member.client.get(`/api/v1/favorite_vacancy/${theirs.body.data.id}`)).status).toBe(404);
    expect((await member.client.get(`/api/v1/favorite_vacancy/${occupation.body.data.id}`)).status).toBe(404);
    expect((await member.client.get('/api/v1/favorite_vacancy/geen-id')).status).toBe(404);
    const other = await person('member');
    expect((await other.client.get(`/api/v1/favorite_vacancy/${theirs.body.data.id}`)).status).toBe(404);
    const candidate = await person('client', organization);
    expect((await candidate.client.get('/api/v1/favorite_vacancies')).status).toBe(403);
  });
});
