import { FEATURE_FLAGS } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { buildEmployer, buildInternalVacancy } from '../../testing/employer-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

// Werkgevers of the own organisation (employers-internal, SPEC §2.2, §6): read-only profiles of the
// employers with published vacancies, for candidates and staff with the feature 'internal employers view'.

const t = useTestApp();

async function world(features = [...FEATURE_FLAGS]) {
  const organization = await buildOrganization(t.database.db, { features });
  const { employer: bakery } = await buildEmployer(t.database.db, {
    organization,
    values: { name: 'Bakkerij Zoet', city: 'Utrecht', street: 'Oudegracht', houseNumber: '12', postalCode: '3511 AB' },
    contacts: [{ name: 'Geheim Contact', email: 'geheim@zoet.nl' }],
  });
  const published = await buildInternalVacancy(t.database.db, bakery, 'published', {
    title: 'Bakker',
    hoursMin: 24,
    hoursMax: 32,
  });
  await buildInternalVacancy(t.database.db, bakery, 'expired', { title: 'Verlopen' });
  await buildInternalVacancy(t.database.db, bakery, 'draft', { title: 'Concept' });
  const { employer: quiet } = await buildEmployer(t.database.db, { organization, values: { name: 'Alleen Concept' } });
  await buildInternalVacancy(t.database.db, quiet, 'draft');
  const { employer: archived } = await buildEmployer(t.database.db, {
    organization,
    values: { name: 'Gearchiveerd BV', archivedAt: new Date() },
  });
  await buildInternalVacancy(t.database.db, archived, 'published');
  return { organization, bakery, quiet, archived, published };
}

describe('employers-internal', () => {
  it('lists only employers with published vacancies and shows a profile with only the published ones', async () => {
    const { organization, bakery, quiet, archived, published } = await world();
    const candidate = await t.loginAs(await buildPerson(t.database.db, { organization, userType: 'client' }));
    const list = await candidate.get(`/api/v1/organization/${organization.id}/internal_employers`, {
      query: { _count: true },
    });
    expect(list.status).toBe(200);
    expect(list.body.meta.count).toBe(1);
    expect(list.body.data.map((item: any) => item.attributes.name)).toEqual(['Bakkerij Zoet']);
    expect(list.body.data[0].attributes).toEqual({
      name: 'Bakkerij Zoet',
      city: 'Utrecht',
      street: 'Oudegracht',
      houseNumber: '12',
      postalCode: '3511 AB',
      websiteUrl: null,
      publishedVacancyCount: 1,
    });
    const searched = await candidate.get(`/api/v1/organization/${organization.id}/internal_employers`, {
      query: { _q: 'utrecht' },
    });
    expect(searched.body.data).toHaveLength(1);
    const none = await candidate.get(`/api/v1/organization/${organization.id}/internal_employers`, {
      query: { _q: 'amsterdam' },
    });
    expect(none.body.data).toHaveLength(0);

    const profile = await candidate.get(`/api/v1/internal_employer/${bakery.id}`);
    expect(profile.status).toBe(200);
    expect(profile.body.data.relationships.publishedVacancies.data).toEqual([
      { type: 'internal_vacancies', id: published.id },
    ]);
    expect(profile.body.included[0].attributes).toMatchObject({
      title: 'Bakker',
      humanHoursIndication: expect.stringContaining('24'),
    });
    // Nothing of contacts or account managers reaches a candidate.
    expect(JSON.stringify(profile.body)).not.toContain('Geheim');
    expect((await candidate.get(`/api/v1/internal_employer/${quiet.id}`)).status).toBe(404);
    expect((await candidate.get(`/api/v1/internal_employer/${archived.id}`)).status).toBe(404);
  });

  it('staff see it too; contacts and organisations without the feature do not; another organisation gets 404', async () => {
    const { organization, bakery } = await world();
    const coach = await t.loginAs(await buildPerson(t.database.db, { organization, rights: { coach: true } }));
    expect((await coach.get(`/api/v1/internal_employer/${bakery.id}`)).status).toBe(200);
    const contact = await t.loginAs(await buildPerson(t.database.db, { organization, userType: 'contact' }));
    expect((await contact.get(`/api/v1/internal_employer/${bakery.id}`)).status).toBe(403);
    expect((await t.client().get(`/api/v1/internal_employer/${bakery.id}`)).status).toBe(401);

    const stranger = await t.loginAs(await buildPerson(t.database.db, { userType: 'client' }));
    expect((await stranger.get(`/api/v1/internal_employer/${bakery.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/v1/organization/${organization.id}/internal_employers`)).status).toBe(404);

    const without = await world(FEATURE_FLAGS.filter((flag) => flag !== 'InternalEmployers_View'));
    const candidate = await t.loginAs(
      await buildPerson(t.database.db, { organization: without.organization, userType: 'client' }),
    );
    expect((await candidate.get(`/api/v1/internal_employer/${without.bakery.id}`)).status).toBe(403);
    expect((await candidate.get(`/api/v1/organization/${without.organization.id}/internal_employers`)).status).toBe(
      403,
    );
    expect((await coach.get('/api/v1/internal_employer/not-a-uuid')).status).toBe(404);
  });
});
