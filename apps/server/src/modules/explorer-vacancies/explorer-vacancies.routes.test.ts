import { randomUUID } from 'node:crypto';
import type { FeatureFlag } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { customFields, customFieldValues } from '../../schema/custom-fields.table';
import { buildDossier } from '../../testing/dossier-factories';
import { buildEmployer, buildInternalVacancy } from '../../testing/employer-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { statementCounter } from '../../testing/statement-counter';
import { useTestApp } from '../../testing/test-app';

const statements = statementCounter();
const t = useTestApp({ env: { LOG_LEVEL: 'error' }, onStatement: statements.observe });

const UTRECHT = { latitude: 52.0907, longitude: 5.1214 };
const AMERSFOORT = { latitude: 52.1561, longitude: 5.3878 };
const GRONINGEN = { latitude: 53.2194, longitude: 6.5665 };
const near = (place: { latitude: number; longitude: number }) => `${place.latitude},${place.longitude}`;

/** An organisation with a coach (also account manager), a candidate of that coach, and an employer with a contact. */
async function world(features?: FeatureFlag[]) {
  const organization = await buildOrganization(t.database.db, features ? { features } : {});
  const coach = await buildPerson(t.database.db, { organization, rights: { coach: true, accountManager: true } });
  const { dossier, candidate } = await buildDossier(t.database.db, { organization, coaches: [coach] });
  if (!candidate) throw new Error('candidate');
  const contactPerson = await buildPerson(t.database.db, { organization, userType: 'contact' });
  const { employer, contacts } = await buildEmployer(t.database.db, {
    organization,
    values: { name: 'Zorggroep De Linde', city: 'Utrecht', websiteUrl: 'https://delinde.example' },
    contacts: [{ name: 'Ria de Linde', email: 'ria@delinde.example', phone: '030 123 45 67' }],
  });
  return {
    organization,
    coach,
    dossier,
    candidate,
    contactPerson,
    employer,
    contact: contacts[0],
    candidateClient: await t.loginAs(candidate),
    coachClient: await t.loginAs(coach),
  };
}

const titles = (body: any) => body.data.map((item: any) => item.attributes.title);

describe('GET /api/v1/explorer_vacancies', () => {
  it('answers 401 without a session', async () => {
    expect((await t.client().get('/api/v1/explorer_vacancies')).status).toBe(401);
  });

  it('shows a candidate only the organisation’s published vacancies, never another organisation’s', async () => {
    const w = await world();
    await buildInternalVacancy(t.database.db, w.employer, 'published', { title: 'Verzorgende IG' });
    for (const state of ['upcoming', 'expired', 'closed', 'draft'] as const) {
      await buildInternalVacancy(t.database.db, w.employer, state, { title: `Niet zichtbaar ${state}` });
    }
    const other = await buildEmployer(t.database.db, {});
    await buildInternalVacancy(t.database.db, other.employer, 'published', { title: 'Van een ander' });
    const response = await w.candidateClient.get('/api/v1/explorer_vacancies');
    expect(response.status).toBe(200);
    expect(titles(response.body)).toEqual(['Verzorgende IG']);
    expect(response.body.meta.count).toBe(1);
    expect(response.body.data[0]).toMatchObject({
      type: 'explorer_vacancies',
      attributes: {
        vacancyType: 'InternalVacancy',
        employerName: 'Zorggroep De Linde',
        employer: { name: 'Zorggroep De Linde', city: 'Utrecht', websiteUrl: 'https://delinde.example' },
      },
    });
    // The list leaves the contact card to the detail.
    expect(response.body.data[0].attributes).not.toHaveProperty('contact');
  });

  it('follows SPEC §6: without InternalVacancies_View, and for employer contacts, the tab is refused', async () => {
    const w = await world(['VacanciesExplorer']);
    expect((await w.candidateClient.get('/api/v1/explorer_vacancies')).status).toBe(403);
    const withFeature = await world();
    const contact = await t.loginAs(withFeature.contactPerson);
    expect((await contact.get('/api/v1/explorer_vacancies')).status).toBe(403);
  });

  it('searches words, a place within the radius, facets with counts and the period', async () => {
    const w = await world();
    const long = new Date(Date.now() - 50 * 86_400_000);
    await buildInternalVacancy(t.database.db, w.employer, 'published', {
      title: 'Verpleegkundige wijkzorg',
      educationLevelCode: 'mbo4',
      hoursMin: 24,
      hoursMax: 32,
      latitude: UTRECHT.latitude,
      longitude: UTRECHT.longitude,
      city: 'Utrecht',
    });
    await buildInternalVacancy(t.database.db, w.employer, 'published', {
      title: 'Magazijnmedewerker',
      description: '<p>Orderpicken in de <strong>verpleeg</strong>artikelen.</p>',
      educationLevelCode: 'mbo2',
      hoursMax: 40,
      latitude: AMERSFOORT.latitude,
      longitude: AMERSFOORT.longitude,
      city: 'Amersfoort',
    });
    await buildInternalVacancy(t.database.db, w.employer, 'published', {
      title: 'Verpleegkundige nachtdienst',
      educationLevelCode: 'mbo4',
      hoursMax: 16,
      latitude: GRONINGEN.latitude,
      longitude: GRONINGEN.longitude,
      startsAt: long,
    });
    const words = await w.candidateClient.get('/api/v1/explorer_vacancies', { query: { q: 'verpleegkundige' } });
    expect(titles(words.body).sort()).toEqual(['Verpleegkundige nachtdienst', 'Verpleegkundige wijkzorg']);
    expect(words.body.meta.sort).toBe('relevance');

    const place = await w.candidateClient.get('/api/v1/explorer_vacancies', {
      query: { near: near(UTRECHT), radius: '25', sort: 'distance' },
    });
    expect(titles(place.body)).toEqual(['Verpleegkundige wijkzorg', 'Magazijnmedewerker']);
    expect(place.body.data[0].attributes.distance).toBeLessThan(1);
    expect(place.body.data[1].attributes.distance).toBeGreaterThan(15);

    const facet = await w.candidateClient.get('/api/v1/explorer_vacancies', { query: { 'f[educationLevel]': 'mbo4' } });
    expect(titles(facet.body).sort()).toEqual(['Verpleegkundige nachtdienst', 'Verpleegkundige wijkzorg']);
    // A facet counts the other choices: the level facet still offers mbo 2.
    const levels = Object.fromEntries(facet.body.meta.facets.educationLevel.map((b: any) => [b.value, b.count]));
    expect(levels).toEqual({ mbo4: 2, mbo2: 1 });
    const hours = Object.fromEntries(facet.body.meta.facets.hours.map((b: any) => [b.value, b.count]));
    expect(hours).toEqual({ '32+': 1, '16-32': 1 });
    expect(facet.body.meta.facets.organization).toEqual([
      { value: w.employer.id, label: 'Zorggroep De Linde', count: 2 },
    ]);

    // An occupation is a facet value by its id, or by its code when only that is known.
    await buildInternalVacancy(t.database.db, w.employer, 'published', {
      title: 'Kok',
      jobTitleCode: '5120K',
      jobTitleLabel: 'Kok',
    });
    const byCode = await w.candidateClient.get('/api/v1/explorer_vacancies', { query: { 'f[occupation]': '5120K' } });
    expect(titles(byCode.body)).toEqual(['Kok']);
    expect(byCode.body.meta.facets.occupation).toEqual([{ value: '5120K', label: 'Kok', count: 1 }]);

    const month = await w.candidateClient.get('/api/v1/explorer_vacancies', { query: { period: 'last_month' } });
    expect(titles(month.body).sort()).toEqual(['Kok', 'Magazijnmedewerker', 'Verpleegkundige wijkzorg']);
  });

  it('filters on a custom field, ignoring the value all (SPEC §5)', async () => {
    const w = await world();
    const [field] = await t.database.db
      .insert(customFields)
      .values({
        organizationId: w.organization.id,
        resourceType: 'vacancy',
        label: 'Regio',
        fieldType: 'select',
        options: ['Noord', 'Zuid'],
      })
      .returning();
    if (!field) throw new Error('field');
    const north = await buildInternalVacancy(t.database.db, w.employer, 'published', { title: 'Noord' });
    await buildInternalVacancy(t.database.db, w.employer, 'published', { title: 'Zonder regio' });
    await t.database.db
      .insert(customFieldValues)
      .values({ organizationId: w.organization.id, customFieldId: field.id, resourceId: north.id, value: 'Noord' });
    const filtered = await w.candidateClient.get('/api/v1/explorer_vacancies', {
      query: { [`cf[${field.id}]`]: 'Noord' },
    });
    expect(titles(filtered.body)).toEqual(['Noord']);
    expect(filtered.body.data[0].attributes.customFieldValues).toEqual([
      { customField: { id: field.id, icon: null, label: 'Regio' }, humanValue: 'Noord' },
    ]);
    const all = await w.candidateClient.get('/api/v1/explorer_vacancies', { query: { [`cf[${field.id}]`]: 'all' } });
    expect(all.body.meta.count).toBe(2);
    // The vacancies and their custom field values are one statement (docs/decisions.md, "Cost per request").
    const sent = await statements.fewest(async () => {
      const search = await w.candidateClient.get('/api/v1/explorer_vacancies');
      expect(search.body.meta.facets[`cf[${field.id}]`]).toEqual([{ value: 'Noord', label: 'Noord', count: 1 }]);
    });
    expect(sent).toHaveLength(1);
  });

  it('counts a custom field’s values as a facet (SPEC §3 customFieldId): other choices narrow it, its own does not', async () => {
    const w = await world();
    const [contract, driving] = await t.database.db
      .insert(customFields)
      .values([
        {
          organizationId: w.organization.id,
          resourceType: 'vacancy',
          label: 'Dienstverband',
          fieldType: 'select',
          options: ['Vast', 'Tijdelijk'],
        },
        { organizationId: w.organization.id, resourceType: 'vacancy', label: 'Rijbewijs', fieldType: 'boolean' },
      ])
      .returning();
    if (!contract || !driving) throw new Error('fields');
    const vacancies = [
      { title: 'Kok vast', contract: 'Vast', driving: 'true', educationLevelCode: 'mbo3' },
      { title: 'Kok tijdelijk', contract: 'Tijdelijk', driving: 'false', educationLevelCode: 'mbo3' },
      { title: 'Schoonmaker vast', contract: 'Vast', driving: 'false', educationLevelCode: 'vmbo' },
      { title: 'Zonder velden', contract: null, driving: null, educationLevelCode: 'vmbo' },
    ];
    for (const vacancy of vacancies) {
      const { id } = await buildInternalVacancy(t.database.db, w.employer, 'published', {
        title: vacancy.title,
        educationLevelCode: vacancy.educationLevelCode,
      });
      for (const [field, value] of [
        [contract, vacancy.contract],
        [driving, vacancy.driving],
      ] as const) {
        if (value === null) continue;
        await t.database.db
          .insert(customFieldValues)
          .values({ organizationId: w.organization.id, customFieldId: field.id, resourceId: id, value });
      }
    }
    const key = `cf[${contract.id}]`;
    const everything = await w.candidateClient.get('/api/v1/explorer_vacancies');
    expect(everything.body.meta.facets[key]).toEqual([
      { value: 'Vast', label: 'Vast', count: 2 },
      { value: 'Tijdelijk', label: 'Tijdelijk', count: 1 },
    ]);
    expect(everything.body.meta.facets[`cf[${driving.id}]`]).toEqual([
      { value: 'false', label: 'Nee', count: 2 },
      { value: 'true', label: 'Ja', count: 1 },
    ]);

    // Its own choice narrows the list and the other facets, not its own counts.
    const permanent = await w.candidateClient.get('/api/v1/explorer_vacancies', { query: { [key]: 'Vast' } });
    expect(titles(permanent.body).sort()).toEqual(['Kok vast', 'Schoonmaker vast']);
    expect(permanent.body.meta.facets[key]).toEqual(everything.body.meta.facets[key]);
    expect(permanent.body.meta.facets.educationLevel.map((b: any) => [b.value, b.count])).toEqual([
      ['mbo3', 1],
      ['vmbo', 1],
    ]);
    expect(permanent.body.meta.facets[`cf[${driving.id}]`]).toEqual([
      { value: 'true', label: 'Ja', count: 1 },
      { value: 'false', label: 'Nee', count: 1 },
    ]);

    // Another facet's choice narrows the custom field's counts.
    const mbo3 = await w.candidateClient.get('/api/v1/explorer_vacancies', {
      query: { 'f[educationLevel]': 'mbo3' },
    });
    expect(mbo3.body.meta.facets[key]).toEqual([
      { value: 'Tijdelijk', label: 'Tijdelijk', count: 1 },
      { value: 'Vast', label: 'Vast', count: 1 },
    ]);

    // facetNames names which custom fields are counted.
    const named = await w.candidateClient.get('/api/v1/explorer_vacancies', {
      query: { facetNames: `occupation,${key}` },
    });
    expect(Object.keys(named.body.meta.facets).sort()).toEqual([key, 'occupation'].sort());
    const none = await w.candidateClient.get('/api/v1/explorer_vacancies', { query: { facetNames: '' } });
    expect(none.body.meta.facets).toEqual({});
    const bad = await w.candidateClient.get('/api/v1/explorer_vacancies', { query: { facetNames: 'cf[abc]' } });
    expect(bad.status).toBe(400);
  });

  it('explains the match with the candidate and sorts by it (issue 18.8)', async () => {
    const w = await world();
    const occupation = randomUUID();
    await buildInternalVacancy(t.database.db, w.employer, 'published', {
      title: 'Ver weg en hoger niveau',
      educationLevelCode: 'wo',
      latitude: GRONINGEN.latitude,
      longitude: GRONINGEN.longitude,
    });
    await buildInternalVacancy(t.database.db, w.employer, 'published', {
      title: 'Dichtbij en passend',
      educationLevelCode: 'mbo4',
      jobTitleId: occupation,
      hoursMax: 32,
      latitude: UTRECHT.latitude,
      longitude: UTRECHT.longitude,
    });
    const response = await w.candidateClient.get('/api/v1/explorer_vacancies', {
      query: {
        sort: 'match',
        'match[coordinates]': near(UTRECHT),
        'match[postalCode]': '3511',
        'match[educationLevel]': 'mbo4',
        'match[occupations]': occupation,
        'match[hoursMin]': '24',
        'match[hoursMax]': '36',
      },
    });
    expect(response.status).toBe(200);
    expect(titles(response.body)).toEqual(['Dichtbij en passend', 'Ver weg en hoger niveau']);
    const [best, worst] = response.body.data;
    expect(best.meta.match.score).toBe(100);
    expect(best.meta.match.reasons.map((r: any) => r.text)).toEqual([
      'binnen 1 km van je postcode',
      'past bij je opleidingsniveau',
      'je favoriete beroep',
      'past bij de uren die je wilt werken',
    ]);
    expect(worst.meta.match.reasons.map((r: any) => r.text)).toContain('meer dan 50 km van je postcode');
    const without = await w.candidateClient.get('/api/v1/explorer_vacancies', { query: { sort: 'match' } });
    expect(without.status).toBe(400);
  });

  it('answers 400 naming a malformed or unknown parameter', async () => {
    const w = await world();
    for (const query of [
      { 'f[sector]': 'Q' },
      { 'f[educationLevel]': 'phd' },
      { near: 'utrecht' },
      { radius: '0' },
      { period: 'ooit' },
      { sort: 'distance' },
      { 'page[size]': '1000' },
      { unknown: 'x' },
      { 'cf[abc]': 'x' },
      { 'match[hoursMin]': '-1' },
    ]) {
      const response = await w.candidateClient.get('/api/v1/explorer_vacancies', { query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.errors[0].source.parameter).toBeTruthy();
    }
  });
});

describe('GET /api/v1/explorer_vacancies/{id}', () => {
  it('shows a candidate the account manager when contactThrough is account_manager, and lets them write to their coach', async () => {
    const w = await world();
    const vacancy = await buildInternalVacancy(t.database.db, w.employer, 'published', {
      title: 'Via de accountmanager',
      contactThrough: 'account_manager',
      contactId: w.contact?.id ?? null,
      accountManagerId: w.coach.context.teamMemberId,
    });
    const response = await w.candidateClient.get(`/api/v1/explorer_vacancies/${vacancy.id}`);
    expect(response.status).toBe(200);
    expect(response.body.data.attributes.contact).toBeNull();
    expect(response.body.data.attributes.accountManager).toEqual({
      name: w.coach.user.name,
      email: w.coach.email,
      phone: null,
      conversationPartnerId: w.coach.context.id,
    });
  });

  it('shows a candidate the contact person when contactThrough is employer (no conversation with a contact); staff see both', async () => {
    const w = await world();
    const vacancy = await buildInternalVacancy(t.database.db, w.employer, 'published', {
      contactThrough: 'employer',
      contactId: w.contact?.id ?? null,
      accountManagerId: w.coach.context.teamMemberId,
    });
    const candidate = await w.candidateClient.get(`/api/v1/explorer_vacancies/${vacancy.id}`);
    expect(candidate.body.data.attributes.contact).toEqual({
      name: 'Ria de Linde',
      email: 'ria@delinde.example',
      phone: '030 123 45 67',
      conversationPartnerId: null,
    });
    expect(candidate.body.data.attributes.accountManager).toBeNull();
    const coach = await w.coachClient.get(`/api/v1/explorer_vacancies/${vacancy.id}`);
    expect(coach.body.data.attributes.contact.name).toBe('Ria de Linde');
    // The account manager is the coach: no conversation with oneself.
    expect(coach.body.data.attributes.accountManager).toMatchObject({
      name: w.coach.user.name,
      conversationPartnerId: null,
    });
  });

  it('reads the vacancy with its custom field values, then its people with whom one may write to: two statements', async () => {
    const w = await world();
    const vacancy = await buildInternalVacancy(t.database.db, w.employer, 'published', {
      contactThrough: 'account_manager',
      contactId: w.contact?.id ?? null,
      accountManagerId: w.coach.context.teamMemberId,
    });
    const [field] = await t.database.db
      .insert(customFields)
      .values({ organizationId: w.organization.id, resourceType: 'vacancy', label: 'Regio', fieldType: 'text' })
      .returning();
    if (!field) throw new Error('field');
    await t.database.db
      .insert(customFieldValues)
      .values({ organizationId: w.organization.id, customFieldId: field.id, resourceId: vacancy.id, value: 'Noord' });
    const read = (client: typeof w.candidateClient, partner: string | null) =>
      statements.fewest(async () => {
        const response = await client.get(`/api/v1/explorer_vacancies/${vacancy.id}`);
        expect(response.body.data.attributes.customFieldValues).toEqual([
          { customField: { id: field.id, icon: null, label: 'Regio' }, humanValue: 'Noord' },
        ]);
        expect(response.body.data.attributes.accountManager.conversationPartnerId).toBe(partner);
      });
    // The candidate may write to the account manager, their coach; the coach not to themselves.
    expect(await read(w.candidateClient, w.coach.context.id)).toHaveLength(2);
    expect(await read(w.coachClient, null)).toHaveLength(2);
  });

  it('answers 404 for an unpublished vacancy, another organisation’s, an unknown and a malformed id', async () => {
    const w = await world();
    const other = await buildEmployer(t.database.db, {});
    const foreign = await buildInternalVacancy(t.database.db, other.employer, 'published');
    for (const state of ['upcoming', 'expired', 'closed', 'draft'] as const) {
      const hidden = await buildInternalVacancy(t.database.db, w.employer, state);
      expect((await w.candidateClient.get(`/api/v1/explorer_vacancies/${hidden.id}`)).status, state).toBe(404);
    }
    expect((await w.coachClient.get(`/api/v1/explorer_vacancies/${foreign.id}`)).status).toBe(404);
    expect((await w.coachClient.get(`/api/v1/explorer_vacancies/${randomUUID()}`)).status).toBe(404);
    expect((await w.coachClient.get('/api/v1/explorer_vacancies/nope')).status).toBe(404);
    expect((await t.client().get(`/api/v1/explorer_vacancies/${foreign.id}`)).status).toBe(401);
  });

  it('measures the distance from a place and explains the match', async () => {
    const w = await world();
    const vacancy = await buildInternalVacancy(t.database.db, w.employer, 'published', {
      latitude: AMERSFOORT.latitude,
      longitude: AMERSFOORT.longitude,
      educationLevelCode: 'mbo2',
    });
    const response = await w.candidateClient.get(`/api/v1/explorer_vacancies/${vacancy.id}`, {
      query: { near: near(UTRECHT), 'match[educationLevel]': 'mbo4' },
    });
    expect(response.body.data.attributes.distance).toBeGreaterThan(15);
    expect(response.body.data.meta.match.reasons[0].text).toBe('vraagt een lager opleidingsniveau dan je hebt');
  });
});
