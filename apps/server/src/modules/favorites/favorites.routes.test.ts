import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildEmployer, buildInternalVacancy } from '../../testing/employer-factories';
import { buildOrganization, buildPerson, type OrganizationRow, TEST_PASSWORD } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function person(
  userType: 'member' | 'client' | 'contact',
  organization?: OrganizationRow,
  rights: Record<string, boolean> = { coach: true },
) {
  const built = await buildPerson(t.database.db, {
    userType,
    ...(organization ? { organization } : {}),
    ...(userType === 'member' ? { rights } : {}),
  });
  const client = t.client();
  await client.login(built.email, TEST_PASSWORD);
  return { ...built, client };
}

const favoriteBody = (favorableType: string, favorableId: string, explorerId?: string) => ({
  data: { type: 'favorites', attributes: { favorableType, favorableId, ...(explorerId ? { explorerId } : {}) } },
});

describe('POST /api/v1/favorite and DELETE /api/v1/favorite/{id}', () => {
  it('lets a member favour an internet vacancy once, list it and remove it', async () => {
    const member = await person('member');
    const vacancyId = randomUUID();
    const explorerId = randomUUID();
    const created = await member.client.post(
      '/api/v1/favorite',
      favoriteBody('Vacancies::ExternalVacancy', vacancyId, explorerId),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'favorites',
      attributes: { favorableId: vacancyId, favorableType: 'Vacancies::ExternalVacancy' },
      relationships: {
        favorable: { data: { type: 'external_vacancies', id: vacancyId } },
        explorer: { data: { type: 'explorers', id: explorerId } },
        userContext: { data: { type: 'user_contexts', id: member.context.id } },
      },
    });
    const again = await member.client.post('/api/v1/favorite', favoriteBody('Vacancies::ExternalVacancy', vacancyId));
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(created.body.data.id);

    const list = await member.client.get(`/api/v1/user_contexts/${member.context.id}/favorites`);
    expect(list.body.data.map((item: any) => item.id)).toEqual([created.body.data.id]);
    const filtered = await member.client.get('/api/v1/favorites', {
      query: {
        'filter[user_context]': member.context.id,
        'filter[favorable_type]': 'Vacancies::ExternalVacancy',
        'filter[favorable_id]': vacancyId,
      },
    });
    expect(filtered.body.data).toHaveLength(1);
    const otherType = await member.client.get('/api/v1/favorites', {
      query: { 'filter[favorable_type]': 'Taxonomy::Occupation,Candidate' },
    });
    expect(otherType.body.data).toHaveLength(0);

    expect((await member.client.delete(`/api/v1/favorite/${created.body.data.id}`)).status).toBe(204);
    expect((await member.client.delete(`/api/v1/favorite/${created.body.data.id}`)).status).toBe(404);
    expect((await member.client.get('/api/v1/favorites')).body.data).toHaveLength(0);
  });

  it('follows the lists per type: occupations for everyone, vacancies for members, candidates for staff', async () => {
    const organization = await buildOrganization(t.database.db);
    const candidate = await person('client', organization);
    const contact = await person('contact', organization);
    const member = await person('member', organization, { coach: true, canManageOtherCandidates: true });
    const occupation = randomUUID();
    for (const who of [candidate, contact, member]) {
      expect((await who.client.post('/api/v1/favorite', favoriteBody('Taxonomy::Occupation', occupation))).status).toBe(
        201,
      );
    }
    for (const who of [candidate, contact]) {
      const refused = await who.client.post(
        '/api/v1/favorite',
        favoriteBody('Vacancies::ExternalVacancy', randomUUID()),
      );
      expect(refused.status).toBe(403);
    }
    expect((await candidate.client.post('/api/v1/favorite', favoriteBody('Candidate', randomUUID()))).status).toBe(403);

    const { dossier } = await buildDossier(t.database.db, { organization });
    const favourite = await member.client.post('/api/v1/favorite', favoriteBody('Candidate', dossier.id));
    expect(favourite.status).toBe(201);
    expect(favourite.body.data.relationships.favorable.data).toEqual({ type: 'dossiers', id: dossier.id });
    // A candidate nobody here knows, or of another organisation, cannot be a favourite.
    const { dossier: elsewhere } = await buildDossier(t.database.db);
    for (const id of [randomUUID(), elsewhere.id]) {
      const unknown = await member.client.post('/api/v1/favorite', favoriteBody('Candidate', id));
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors[0].source.pointer).toBe('/data/attributes/favorableId');
    }
    // A coach without canManageOtherCandidates favours only the candidates they coach.
    const coach = await person('member', organization);
    expect((await coach.client.post('/api/v1/favorite', favoriteBody('Candidate', dossier.id))).status).toBe(403);
    // An internal vacancy nobody here published cannot be a favourite.
    const internal = await member.client.post('/api/v1/favorite', favoriteBody('InternalVacancy', randomUUID()));
    expect(internal.status).toBe(422);
  });

  it('lets a member favour the organisation’s published internal vacancy, not an unpublished or another organisation’s', async () => {
    const organization = await buildOrganization(t.database.db);
    const member = await person('member', organization);
    const { employer } = await buildEmployer(t.database.db, { organization });
    const published = await buildInternalVacancy(t.database.db, employer, 'published');
    const created = await member.client.post('/api/v1/favorite', favoriteBody('InternalVacancy', published.id));
    expect(created.status).toBe(201);
    expect(created.body.data.relationships.favorable.data).toEqual({ type: 'internal_vacancies', id: published.id });
    const listed = await member.client.get('/api/v1/favorites', {
      query: { 'filter[user_context]': member.context.id, 'filter[favorable_type]': 'InternalVacancy' },
    });
    expect(listed.body.data.map((item: any) => item.attributes.favorableId)).toEqual([published.id]);
    const expired = await buildInternalVacancy(t.database.db, employer, 'expired');
    const { employer: elsewhere } = await buildEmployer(t.database.db, {});
    const foreign = await buildInternalVacancy(t.database.db, elsewhere, 'published');
    for (const id of [expired.id, foreign.id]) {
      const refused = await member.client.post('/api/v1/favorite', favoriteBody('InternalVacancy', id));
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].source.pointer).toBe('/data/attributes/favorableId');
    }
  });

  it('keeps favourites personal: a colleague’s is not found, another organisation’s neither', async () => {
    const organization = await buildOrganization(t.database.db);
    const member = await person('member', organization);
    const colleague = await person('member', organization);
    const stranger = await person('member');
    const created = await member.client.post('/api/v1/favorite', favoriteBody('Taxonomy::Occupation', randomUUID()));
    const id = created.body.data.id;
    for (const other of [colleague, stranger]) {
      expect((await other.client.delete(`/api/v1/favorite/${id}`)).status).toBe(404);
      expect((await other.client.get(`/api/v1/user_contexts/${member.context.id}/favorites`)).status).toBe(404);
      expect((await other.client.get('/api/v1/favorites')).body.data).toHaveLength(0);
    }
    const filtered = await colleague.client.get('/api/v1/favorites', {
      query: { 'filter[user_context]': member.context.id },
    });
    expect(filtered.status).toBe(403);
    expect((await member.client.get('/api/v1/favorites')).body.data).toHaveLength(1);
  });

  it('answers 422 with a pointer for bad attributes, 400/409 for bad documents and filters, 401 without session', async () => {
    const member = await person('member');
    const cases: Array<[unknown, string]> = [
      [favoriteBody('Beroep', randomUUID()), '/data/attributes/favorableType'],
      [favoriteBody('Taxonomy::Occupation', 'abc'), '/data/attributes/favorableId'],
      [favoriteBody('Taxonomy::Occupation', randomUUID(), 'verkenner'), '/data/attributes/explorerId'],
    ];
    for (const [body, pointer] of cases) {
      const response = await member.client.post('/api/v1/favorite', body);
      expect(response.status).toBe(422);
      expect(response.body.errors[0].source.pointer).toBe(pointer);
    }
    expect((await member.client.post('/api/v1/favorite', { data: { type: 'dossiers', attributes: {} } })).status).toBe(
      409,
    );
    expect(
      (await member.client.get('/api/v1/favorites', { query: { 'filter[favorable_type]': 'Beroep' } })).status,
    ).toBe(400);
    expect((await member.client.get('/api/v1/favorites', { query: { 'filter[favorable_id]': 'x' } })).status).toBe(400);
    expect((await member.client.delete('/api/v1/favorite/abc')).status).toBe(404);
    expect((await t.client().get('/api/v1/favorites')).status).toBe(401);
    expect(
      (
        await member.client.post('/api/v1/favorite', favoriteBody('Taxonomy::Occupation', randomUUID()), {
          withoutGuardHeaders: true,
        })
      ).status,
    ).toBe(403);
  });
});
