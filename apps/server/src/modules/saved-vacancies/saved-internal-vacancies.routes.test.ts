import { describe, expect, it } from 'vitest';
import { buildEmployer, buildInternalVacancy } from '../../testing/employer-factories';
import { buildOrganization } from '../../testing/factories';
import { candidate, coach, rel, saveBody, useSavedVacancyApp } from './saved-vacancies.test-helpers';

const { app, states } = useSavedVacancyApp();

describe('an internal vacancy of the organisation (SPEC §3 Saved vacancy for both kinds)', () => {
  it('a candidate saves a published one, a coach proposes one; unpublished and another organisation’s are unknown', async () => {
    const organization = await buildOrganization(app().database.db);
    const coachOf = await coach(organization);
    const { client, dossier } = await candidate(organization, [coachOf.person]);
    const { employer } = await buildEmployer(app().database.db, { organization });
    const published = await buildInternalVacancy(app().database.db, employer, 'published', { title: 'Kok' });
    // The coach proposes an internal vacancy for the candidate's dossier.
    const proposal = (vacancyId: string) =>
      saveBody(
        vacancyId,
        { dossier: rel('dossiers', dossier.id), vacancyState: rel('vacancy_states', states().suggested ?? '') },
        'InternalVacancy',
      );
    const saved = await client.post('/api/v1/saved_vacancy', saveBody(published.id, {}, 'InternalVacancy'));
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      attributes: { vacancyId: published.id, vacancyType: 'InternalVacancy' },
      relationships: {
        vacancyState: { data: { id: states().interesting } },
        vacancy: { data: { type: 'internal_vacancies', id: published.id } },
      },
    });
    const another = await buildInternalVacancy(app().database.db, employer, 'published');
    const proposed = await coachOf.client.post('/api/v1/saved_vacancy', proposal(another.id));
    expect(proposed.status).toBe(201);
    expect(proposed.body.data.relationships.vacancyState.data.id).toBe(states().suggested);
    const list = await coachOf.client.get('/api/v1/saved_vacancies', { query: { 'filter[dossier]': dossier.id } });
    expect(list.body.data.map((item: any) => item.attributes.vacancyType).sort()).toEqual([
      'InternalVacancy',
      'InternalVacancy',
    ]);

    const { employer: elsewhere } = await buildEmployer(app().database.db, {});
    const foreign = await buildInternalVacancy(app().database.db, elsewhere, 'published');
    for (const state of ['expired', 'closed', 'upcoming', 'draft'] as const) {
      const hidden = await buildInternalVacancy(app().database.db, employer, state);
      const refused = await client.post('/api/v1/saved_vacancy', saveBody(hidden.id, {}, 'InternalVacancy'));
      expect(refused.status, state).toBe(422);
    }
    const refused = await coachOf.client.post('/api/v1/saved_vacancy', proposal(foreign.id));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ source: { pointer: '/data/attributes/vacancyId' } });
  });
});
