import { randomUUID } from 'node:crypto';
import type { FeatureFlag } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { insertExplorers } from '../../seed/explorers.seed';
import { buildDossier } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson, type OrganizationRow, TEST_PASSWORD } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function organization(options: { features?: FeatureFlag[]; sectorCodes?: string[] } = {}) {
  const row = await buildOrganization(t.database.db, options.features ? { features: options.features } : {});
  await insertExplorers(t.database.db, row.id, options.sectorCodes ? { sectorCodes: options.sectorCodes } : {});
  return row;
}

async function person(userType: 'member' | 'client' | 'contact', org: OrganizationRow, rights = { coach: true }) {
  const built = await buildPerson(t.database.db, {
    userType,
    organization: org,
    ...(userType === 'member' ? { rights } : {}),
  });
  const client = t.client();
  await client.login(built.email, TEST_PASSWORD);
  return { ...built, client };
}

const typesOf = (body: any) => body.data.map((item: any) => item.attributes.resourceType);

describe('GET /api/v1/explorers', () => {
  it('answers 401 without a session', async () => {
    expect((await t.client().get('/api/v1/explorers')).status).toBe(401);
  });

  it('shows a candidate the organisation, internet and saved explorers, in order, internet primary', async () => {
    const org = await organization();
    const candidate = await person('client', org);
    const response = await candidate.client.get('/api/v1/explorers', { query: { 'filter[visible]': org.id } });
    expect(response.status).toBe(200);
    expect(typesOf(response.body)).toEqual(['Vacancies::ExternalVacancy', 'ExplorerVacancy', 'SavedVacancy']);
    const internet = response.body.data[0];
    expect(internet.attributes).toMatchObject({ name: 'Vacatures van internet', primary: true, tab: 'internet' });
    const components = internet.attributes.indexConfiguration.componentConfigurations;
    const education = components.find((c: any) => c.settings.facetName === 'educationLevel');
    expect(education).toMatchObject({
      code: 'facet',
      settings: { facetType: 'multi_select', facetTitle: 'Opleidingsniveau' },
    });
    const period = components.find((c: any) => c.code === 'period');
    expect(period.settings.periodFilters.find((f: any) => f.default)).toEqual({
      value: 'last_month',
      text: 'Afgelopen maand',
      default: true,
    });
    expect(components.find((c: any) => c.code === 'sorting').settings.sortingOptions.length).toBeGreaterThan(1);
    expect(internet.attributes.detailConfiguration.componentConfigurations.map((c: any) => c.code)).toContain(
      'sources',
    );
  });

  it('shows a coach the favourites instead of saved vacancies, and saved vacancies in dossier mode', async () => {
    const org = await organization();
    const coach = await person('member', org);
    const { dossier } = await buildDossier(t.database.db, { organization: org, coaches: [coach] });
    const outside = await coach.client.get('/api/v1/explorers', { query: { 'filter[visible]': org.id } });
    expect(typesOf(outside.body)).toEqual(['Vacancies::ExternalVacancy', 'ExplorerVacancy', 'FavoriteVacancy']);
    const inDossier = await coach.client.get('/api/v1/explorers', {
      query: { 'filter[visible]': org.id, 'filter[dossier]': dossier.id },
    });
    expect(typesOf(inDossier.body)).toEqual(['Vacancies::ExternalVacancy', 'ExplorerVacancy', 'SavedVacancy']);
  });

  it('follows the features: without VacanciesExplorer no internet explorer, without InternalVacancies_View no organisation explorer', async () => {
    const org = await organization({ features: ['OccupationsExplorer'] });
    const candidate = await person('client', org);
    const response = await candidate.client.get('/api/v1/explorers');
    expect(typesOf(response.body)).toEqual(['SavedVacancy']);
  });

  it('gives the organisation with the automatic sector filter a sector facet chosen by default', async () => {
    const org = await organization({ sectorCodes: ['Q'] });
    const candidate = await person('client', org);
    const response = await candidate.client.get('/api/v1/explorers');
    const components = response.body.data[0].attributes.indexConfiguration.componentConfigurations;
    const sector = components.find((c: any) => c.settings.facetName === 'sector');
    expect(sector.settings.filters).toEqual([{ value: 'Q', text: 'Gezondheids- en welzijnszorg', default: true }]);
  });

  it('answers 404 for another organisation (its uuid, its dossier) and 400/422-free for a malformed id', async () => {
    const org = await organization();
    const other = await organization();
    const coach = await person('member', org);
    const { dossier: otherDossier } = await buildDossier(t.database.db, { organization: other });
    expect((await coach.client.get('/api/v1/explorers', { query: { 'filter[visible]': other.id } })).status).toBe(404);
    expect(
      (await coach.client.get('/api/v1/explorers', { query: { 'filter[dossier]': otherDossier.id } })).status,
    ).toBe(404);
    const malformed = await coach.client.get('/api/v1/explorers', { query: { 'filter[visible]': 'abc' } });
    expect(malformed.status).toBe(400);
    expect((await coach.client.get('/api/v1/explorers', { query: { 'filter[unknown]': 'x' } })).status).toBe(400);
  });

  it('answers 403 for a dossier the coach does not handle', async () => {
    const org = await organization();
    const coach = await person('member', org);
    const { dossier } = await buildDossier(t.database.db, { organization: org });
    const response = await coach.client.get('/api/v1/explorers', { query: { 'filter[dossier]': dossier.id } });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/v1/explorer/{id}', () => {
  it('reads one explorer of the own organisation', async () => {
    const org = await organization();
    const coach = await person('member', org);
    const list = await coach.client.get('/api/v1/explorers');
    const id = list.body.data[0].id;
    const response = await coach.client.get(`/api/v1/explorer/${id}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id,
      type: 'explorers',
      attributes: { resourceType: 'Vacancies::ExternalVacancy' },
    });
  });

  it('answers 404 for another organisation’s explorer, an unknown id and a malformed id', async () => {
    const org = await organization();
    const other = await organization();
    const coach = await person('member', org);
    const otherCoach = await person('member', other);
    const otherId = (await otherCoach.client.get('/api/v1/explorers')).body.data[0].id;
    expect((await coach.client.get(`/api/v1/explorer/${otherId}`)).status).toBe(404);
    expect((await coach.client.get(`/api/v1/explorer/${randomUUID()}`)).status).toBe(404);
    expect((await coach.client.get('/api/v1/explorer/nope')).status).toBe(404);
  });

  it('answers 403 for an explorer of the own organisation the actor never sees', async () => {
    const org = await organization();
    const coach = await person('member', org);
    const candidate = await person('client', org);
    const favourites = (await coach.client.get('/api/v1/explorers')).body.data.find(
      (item: any) => item.attributes.resourceType === 'FavoriteVacancy',
    );
    expect((await candidate.client.get(`/api/v1/explorer/${favourites.id}`)).status).toBe(403);
    expect((await t.client().get(`/api/v1/explorer/${favourites.id}`)).status).toBe(401);
  });

  it('shows an employer contact only the internet explorer', async () => {
    const org = await organization();
    const contact = await person('contact', org);
    const response = await contact.client.get('/api/v1/explorers');
    expect(typesOf(response.body)).toEqual(['Vacancies::ExternalVacancy']);
  });
});
