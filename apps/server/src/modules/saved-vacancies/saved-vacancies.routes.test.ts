import { randomUUID } from 'node:crypto';
import { SAVED_VACANCY_TEXTS } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import {
  candidate,
  coach,
  history,
  loggedIn,
  rel,
  saveBody,
  stateBody,
  useSavedVacancyApp,
} from './saved-vacancies.test-helpers';

const { app, states } = useSavedVacancyApp();

describe('GET /api/v1/vacancy_states', () => {
  it('lists the states by position: the proposal state first, which nobody chooses themselves', async () => {
    const client = await loggedIn(await buildPerson(app().database.db, { userType: 'client' }));
    const response = await client.get('/api/v1/vacancy_states', { query: { sort: 'position' } });
    expect(response.status).toBe(200);
    const rows = response.body.data.map((state: any) => state.attributes);
    expect(rows.map((state: any) => state.position)).toEqual(
      [...rows.map((state: any) => state.position)].sort((a, b) => a - b),
    );
    expect(rows[0]).toMatchObject({ code: 'suggested', label: 'Suggestie van coach', userActionable: false });
    expect(rows[1]).toMatchObject({ code: 'interesting', userActionable: true, groupPosition: 1 });
    expect(rows.every((state: any) => typeof state.groupLabel === 'string')).toBe(true);
    expect((await app().client().get('/api/v1/vacancy_states')).status).toBe(401);
  });
});

describe('saving a vacancy (POST /api/v1/saved_vacancy)', () => {
  it('saves for the candidate’s own dossier in the first user-actionable state, once', async () => {
    const { client, dossier, person } = await candidate();
    const vacancyId = randomUUID();
    const response = await client.post('/api/v1/saved_vacancy', saveBody(vacancyId));
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      type: 'saved_vacancies',
      attributes: { vacancyId, vacancyType: 'Vacancies::ExternalVacancy' },
      relationships: {
        vacancyState: { data: { type: 'vacancy_states', id: states().interesting } },
        dossier: { data: { type: 'dossiers', id: dossier.id } },
        vacancy: { data: { type: 'external_vacancies', id: vacancyId } },
        createdBy: { data: { type: 'user_contexts', id: person.context.id } },
      },
      meta: { can: { changeState: true, remove: true } },
    });

    const again = await client.post('/api/v1/saved_vacancy', saveBody(vacancyId.toUpperCase()));
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({
      detail: SAVED_VACANCY_TEXTS.alreadySaved,
      source: { pointer: '/data/attributes/vacancyId' },
    });

    const activities = await history(client, response.body.data.id);
    expect(activities.data).toHaveLength(1);
    expect(activities.data[0].attributes).toMatchObject({ action: 'create', actionLabel: 'aangemaakt' });
    expect(activities.included.find((item: any) => item.type === 'public_user_contexts').attributes.name).toBe(
      person.user.name,
    );
  });

  it('keeps only one of two saves of the same vacancy sent at once', async () => {
    const { client } = await candidate();
    const vacancyId = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => client.post('/api/v1/saved_vacancy', saveBody(vacancyId))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
    const list = await client.get('/api/v1/saved_vacancies', { query: { 'filter[vacancy]': vacancyId } });
    expect(list.body.data).toHaveLength(1);
  });

  it('saves in a chosen user-actionable state, records who saved it, refuses a state nobody chooses', async () => {
    const { client } = await candidate();
    const applied = await client.post(
      '/api/v1/saved_vacancy',
      saveBody(randomUUID(), { vacancyState: rel('vacancy_states', states().applied ?? '') }),
    );
    expect(applied.status).toBe(201);
    expect(applied.body.data.relationships.vacancyState.data.id).toBe(states().applied);
    const suggested = await client.post(
      '/api/v1/saved_vacancy',
      saveBody(randomUUID(), { vacancyState: rel('vacancy_states', states().suggested ?? '') }),
    );
    expect(suggested.status).toBe(403);
  });

  it('needs a dossier: a coach outside dossier mode is told so', async () => {
    const organization = await buildOrganization(app().database.db);
    const { client } = await coach(organization);
    const response = await client.post('/api/v1/saved_vacancy', saveBody(randomUUID()));
    expect(response.status).toBe(422);
    expect(response.body.errors[0]).toMatchObject({
      code: 'saved_vacancies.no_dossier',
      detail: 'Er is geen dossier gevonden.',
      source: { pointer: '/data/relationships/dossier' },
    });
  });

  it('answers 422 with a pointer for bad attributes and relationships, 409 for a wrong type', async () => {
    const { client } = await candidate();
    const cases: Array<[unknown, string]> = [
      [saveBody('geen-id'), '/data/attributes/vacancyId'],
      [saveBody(randomUUID(), {}, 'Vacature'), '/data/attributes/vacancyType'],
      [saveBody(randomUUID(), {}, 'InternalVacancy'), '/data/attributes/vacancyId'],
      [
        saveBody(randomUUID(), { vacancyState: rel('vacancy_states', randomUUID()) }),
        '/data/relationships/vacancyState',
      ],
      [saveBody(randomUUID(), { vacancyState: rel('vacancy_states', 'abc') }), '/data/relationships/vacancyState'],
      [saveBody(randomUUID(), { explorer: rel('explorers', 'abc') }), '/data/relationships/explorer'],
      [saveBody(randomUUID(), { createdBy: rel('user_contexts', randomUUID()) }), '/data/relationships/createdBy'],
    ];
    for (const [body, pointer] of cases) {
      const response = await client.post('/api/v1/saved_vacancy', body);
      expect(response.status, pointer).toBe(422);
      expect(response.body.errors[0].source.pointer).toBe(pointer);
      expect(response.body.errors[0].detail).toMatch(/[a-z]/);
    }
    expect((await client.post('/api/v1/saved_vacancy', { data: { type: 'favorites', attributes: {} } })).status).toBe(
      409,
    );
    const wrongRelation = await client.post(
      '/api/v1/saved_vacancy',
      saveBody(randomUUID(), { dossier: rel('clients', randomUUID()) }),
    );
    expect(wrongRelation.status).toBe(409);
    expect((await client.request('POST', '/api/v1/saved_vacancy', { rawBody: '{"data":' })).status).toBe(400);
    const list = await client.get('/api/v1/saved_vacancies');
    expect(list.body.data).toHaveLength(0);
  });

  it('refuses another candidate’s dossier (403), another organisation’s (404), a contact (403), no session (401)', async () => {
    const organization = await buildOrganization(app().database.db);
    const { client } = await candidate(organization);
    const { dossier: neighbour } = await candidate(organization);
    const { dossier: elsewhere } = await candidate();
    const body = (dossierId: string) => saveBody(randomUUID(), { dossier: rel('dossiers', dossierId) });
    expect((await client.post('/api/v1/saved_vacancy', body(neighbour.id))).status).toBe(403);
    expect((await client.post('/api/v1/saved_vacancy', body(elsewhere.id))).status).toBe(404);
    const contact = await loggedIn(await buildPerson(app().database.db, { organization, userType: 'contact' }));
    expect((await contact.post('/api/v1/saved_vacancy', body(neighbour.id))).status).toBe(403);
    expect((await app().client().post('/api/v1/saved_vacancy', body(neighbour.id))).status).toBe(401);
    expect(
      (await client.post('/api/v1/saved_vacancy', saveBody(randomUUID()), { withoutGuardHeaders: true })).status,
    ).toBe(403);
  });
});

describe('proposing a vacancy (a coach, state suggested)', () => {
  it('puts it on the dossier in state suggested; the candidate then sees it and cannot propose', async () => {
    const organization = await buildOrganization(app().database.db);
    const { person: coachPerson, client: coachClient } = await coach(organization);
    const { dossier, client: candidateClient } = await candidate(organization, [coachPerson]);
    const vacancyId = randomUUID();
    const proposal = saveBody(vacancyId, {
      dossier: rel('dossiers', dossier.id),
      vacancyState: rel('vacancy_states', states().suggested ?? ''),
      explorer: rel('explorers', randomUUID()),
    });
    const response = await coachClient.post('/api/v1/saved_vacancy', proposal);
    expect(response.status).toBe(201);
    expect(response.body.data.relationships.vacancyState.data.id).toBe(states().suggested);
    expect(response.body.data.relationships.explorer.data.type).toBe('explorers');

    const own = await candidateClient.get('/api/v1/saved_vacancies', { query: { include: 'vacancy_state' } });
    expect(own.body.data.map((item: any) => item.attributes.vacancyId)).toEqual([vacancyId]);
    expect(own.body.included[0].attributes.code).toBe('suggested');
    const byCandidate = await candidateClient.post(
      '/api/v1/saved_vacancy',
      saveBody(randomUUID(), {
        dossier: rel('dossiers', dossier.id),
        vacancyState: rel('vacancy_states', states().suggested ?? ''),
      }),
    );
    expect(byCandidate.status).toBe(403);
    // Proposing what the candidate already has is refused with the text of the candidate picker.
    const twice = await coachClient.post('/api/v1/saved_vacancy', proposal);
    expect(twice.body.errors[0].detail).toBe('De vacature is al opgeslagen voor of door deze kandidaat.');
  });

  it('needs the dossier to propose to, and a coach who handles it', async () => {
    const organization = await buildOrganization(app().database.db);
    const { client: coachClient } = await coach(organization);
    const noDossier = await coachClient.post(
      '/api/v1/saved_vacancy',
      saveBody(randomUUID(), { vacancyState: rel('vacancy_states', states().suggested ?? '') }),
    );
    expect(noDossier.status).toBe(422);
    expect(noDossier.body.errors[0]).toMatchObject({
      detail: 'Er is geen dossier gevonden om de vacature aan voor te stellen.',
      source: { pointer: '/data/relationships/dossier' },
    });
    const { dossier: colleagues } = await candidate(organization);
    const notCoached = await coachClient.post(
      '/api/v1/saved_vacancy',
      saveBody(randomUUID(), {
        dossier: rel('dossiers', colleagues.id),
        vacancyState: rel('vacancy_states', states().suggested ?? ''),
      }),
    );
    expect(notCoached.status).toBe(403);
    const archivedDossier = await buildDossier(app().database.db, { organization, archivedAt: new Date() });
    const { client: manager } = await coach(organization, { coach: true, canManageOtherCandidates: true });
    const archived = await manager.post(
      '/api/v1/saved_vacancy',
      saveBody(randomUUID(), {
        dossier: rel('dossiers', archivedDossier.dossier.id),
        vacancyState: rel('vacancy_states', states().suggested ?? ''),
      }),
    );
    expect(archived.status).toBe(403);
    const elsewhere = await candidate();
    const otherOrganization = await manager.post(
      '/api/v1/saved_vacancy',
      saveBody(randomUUID(), {
        dossier: rel('dossiers', elsewhere.dossier.id),
        vacancyState: rel('vacancy_states', states().suggested ?? ''),
      }),
    );
    expect(otherOrganization.status).toBe(404);
  });
});

describe('GET /api/v1/saved_vacancies', () => {
  it('gives a coach the candidates who have a vacancy (filter vacancy and organisation, with dossier)', async () => {
    const organization = await buildOrganization(app().database.db);
    const { person: coachPerson, client: coachClient } = await coach(organization);
    const first = await candidate(organization, [coachPerson]);
    const second = await candidate(organization, [coachPerson]);
    const colleagues = await candidate(organization);
    const vacancyId = randomUUID();
    for (const who of [first, second, colleagues]) {
      expect((await who.client.post('/api/v1/saved_vacancy', saveBody(vacancyId))).status).toBe(201);
    }
    await first.client.post('/api/v1/saved_vacancy', saveBody(randomUUID()));

    const response = await coachClient.get('/api/v1/saved_vacancies', {
      query: {
        'filter[vacancy]': vacancyId,
        'filter[organization]': organization.id,
        include: 'dossier,vacancy_state',
      },
    });
    expect(response.status).toBe(200);
    // A coach without canManageOtherCandidates sees only the candidates they coach.
    expect(new Set(response.body.data.map((item: any) => item.relationships.dossier.data.id))).toEqual(
      new Set([first.dossier.id, second.dossier.id]),
    );
    expect(response.body.meta.count).toBe(2);
    const names = response.body.included
      .filter((item: any) => item.type === 'dossiers')
      .map((item: any) => item.attributes.name);
    expect(names.sort()).toEqual([first.dossier.clientName, second.dossier.clientName].sort());

    const { client: manager } = await coach(organization, { coach: true, canManageOtherCandidates: true });
    const all = await manager.get('/api/v1/saved_vacancies', { query: { 'filter[vacancy]': vacancyId } });
    expect(all.body.data).toHaveLength(3);
    const otherOrganization = await manager.get('/api/v1/saved_vacancies', {
      query: { 'filter[organization]': (await buildOrganization(app().database.db)).id },
    });
    expect(otherOrganization.body.data).toHaveLength(0);
    const byContext = await manager.get('/api/v1/saved_vacancies', {
      query: { 'filter[user_context]': first.person.context.id },
    });
    expect(byContext.body.data).toHaveLength(2);
  });

  it('gives a candidate only their own, never another organisation’s; refuses contacts and bad filters', async () => {
    const organization = await buildOrganization(app().database.db);
    const mine = await candidate(organization);
    const neighbour = await candidate(organization);
    const vacancyId = randomUUID();
    await mine.client.post('/api/v1/saved_vacancy', saveBody(vacancyId));
    await neighbour.client.post('/api/v1/saved_vacancy', saveBody(vacancyId));
    const own = await mine.client.get('/api/v1/saved_vacancies', { query: { 'filter[vacancy]': vacancyId } });
    expect(own.body.data).toHaveLength(1);
    const theirs = await mine.client.get('/api/v1/saved_vacancies', {
      query: { 'filter[dossier]': neighbour.dossier.id },
    });
    expect(theirs.body.data).toHaveLength(0);
    const stranger = await candidate();
    const fromElsewhere = await stranger.client.get('/api/v1/saved_vacancies', {
      query: { 'filter[vacancy]': vacancyId },
    });
    expect(fromElsewhere.body.data).toHaveLength(0);

    const contact = await loggedIn(await buildPerson(app().database.db, { organization, userType: 'contact' }));
    expect((await contact.get('/api/v1/saved_vacancies')).status).toBe(403);
    for (const query of [
      { 'filter[vacancy]': 'abc' },
      { 'filter[kleur]': 'rood' },
      { include: 'vacancy' },
      { sort: 'naam' },
    ]) {
      expect((await mine.client.get('/api/v1/saved_vacancies', { query })).status).toBe(400);
    }
  });

  it('reads one saved vacancy; another organisation’s is not found', async () => {
    const mine = await candidate();
    const saved = await mine.client.post('/api/v1/saved_vacancy', saveBody(randomUUID()));
    const one = await mine.client.get(`/api/v1/saved_vacancy/${saved.body.data.id}`, {
      query: { include: 'vacancy_state' },
    });
    expect(one.status).toBe(200);
    expect(one.body.included[0].attributes.code).toBe('interesting');
    const stranger = await candidate();
    expect((await stranger.client.get(`/api/v1/saved_vacancy/${saved.body.data.id}`)).status).toBe(404);
    expect((await stranger.client.get('/api/v1/saved_vacancy/abc')).status).toBe(404);
  });
});

describe('choosing another state (PATCH /api/v1/saved_vacancy/{id})', () => {
  it('moves it to any user-actionable state with a bijgewerkt entry; the same state changes nothing', async () => {
    const organization = await buildOrganization(app().database.db);
    const { person: coachPerson, client: coachClient } = await coach(organization);
    const mine = await candidate(organization, [coachPerson]);
    const saved = await mine.client.post('/api/v1/saved_vacancy', saveBody(randomUUID()));
    const id = saved.body.data.id;

    const applied = await mine.client.patch(`/api/v1/saved_vacancy/${id}`, stateBody(id, states().applied ?? ''));
    expect(applied.status).toBe(200);
    expect(applied.body.data.relationships.vacancyState.data.id).toBe(states().applied);
    const same = await mine.client.patch(`/api/v1/saved_vacancy/${id}`, stateBody(id, states().applied ?? ''));
    expect(same.status).toBe(200);
    // A coach who handles the dossier may move it too.
    const interview = await coachClient.patch(`/api/v1/saved_vacancy/${id}`, stateBody(id, states().interview ?? ''));
    expect(interview.status).toBe(200);

    const activities = await history(mine.client, id);
    expect(activities.data.map((item: any) => item.attributes.action)).toEqual(['update', 'update', 'create']);
    expect(activities.data[0].relationships.toState.data.id).toBe(states().interview);
    const people = activities.included.filter((item: any) => item.type === 'public_user_contexts');
    expect(people.map((item: any) => item.attributes.name).sort()).toEqual(
      [coachPerson.user.name, mine.person.user.name].sort(),
    );
    const oldestFirst = await mine.client.get('/api/v1/vacancy_activities', {
      query: { 'filter[saved_vacancy]': id, sort: 'eventAt' },
    });
    expect(oldestFirst.body.data.map((item: any) => item.attributes.action)).toEqual(['create', 'update', 'update']);
  });

  it('refuses the suggested state, an unknown or missing state (422), others’ saved vacancies (403/404)', async () => {
    const organization = await buildOrganization(app().database.db);
    const mine = await candidate(organization);
    const saved = await mine.client.post('/api/v1/saved_vacancy', saveBody(randomUUID()));
    const id = saved.body.data.id;
    for (const [stateId, code] of [
      [states().suggested ?? '', 'saved_vacancies.state_not_actionable'],
      [randomUUID(), 'saved_vacancies.unknown_state'],
      [null, 'saved_vacancies.state_required'],
    ] as const) {
      const response = await mine.client.patch(`/api/v1/saved_vacancy/${id}`, stateBody(id, stateId));
      expect(response.status).toBe(422);
      expect(response.body.errors[0]).toMatchObject({ code, source: { pointer: '/data/relationships/vacancyState' } });
    }
    const neighbour = await candidate(organization);
    expect(
      (await neighbour.client.patch(`/api/v1/saved_vacancy/${id}`, stateBody(id, states().applied ?? ''))).status,
    ).toBe(403);
    const stranger = await candidate();
    expect(
      (await stranger.client.patch(`/api/v1/saved_vacancy/${id}`, stateBody(id, states().applied ?? ''))).status,
    ).toBe(404);
    const contact = await loggedIn(await buildPerson(app().database.db, { organization, userType: 'contact' }));
    expect((await contact.patch(`/api/v1/saved_vacancy/${id}`, stateBody(id, states().applied ?? ''))).status).toBe(
      403,
    );
    expect(
      (await mine.client.patch(`/api/v1/saved_vacancy/${id}`, stateBody(randomUUID(), states().applied ?? ''))).status,
    ).toBe(409);
    expect((await history(mine.client, id)).data).toHaveLength(1);
  });
});

describe('taking a vacancy off the list (DELETE /api/v1/saved_vacancy/{id})', () => {
  it('records verwijderd; saving it again brings it back with its history', async () => {
    const mine = await candidate();
    const vacancyId = randomUUID();
    const saved = await mine.client.post('/api/v1/saved_vacancy', saveBody(vacancyId));
    const id = saved.body.data.id;
    expect((await mine.client.delete(`/api/v1/saved_vacancy/${id}`)).status).toBe(204);
    expect((await mine.client.get('/api/v1/saved_vacancies')).body.data).toHaveLength(0);
    expect((await mine.client.delete(`/api/v1/saved_vacancy/${id}`)).status).toBe(404);
    const again = await mine.client.post('/api/v1/saved_vacancy', saveBody(vacancyId));
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(id);
    const activities = await history(mine.client, id);
    expect(activities.data.map((item: any) => item.attributes.actionLabel)).toEqual([
      'aangemaakt',
      'verwijderd',
      'aangemaakt',
    ]);
    const stranger = await candidate();
    expect((await stranger.client.delete(`/api/v1/saved_vacancy/${id}`)).status).toBe(404);
  });
});

describe('GET /api/v1/vacancy_activities', () => {
  it('needs the saved vacancy (400) and follows its dossier’s rules (403, other organisation 404)', async () => {
    const organization = await buildOrganization(app().database.db);
    const mine = await candidate(organization);
    const saved = await mine.client.post('/api/v1/saved_vacancy', saveBody(randomUUID()));
    const missing = await mine.client.get('/api/v1/vacancy_activities');
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].source.parameter).toBe('filter[saved_vacancy]');
    const neighbour = await candidate(organization);
    const query = { 'filter[saved_vacancy]': saved.body.data.id };
    expect((await neighbour.client.get('/api/v1/vacancy_activities', { query })).status).toBe(403);
    expect((await (await candidate()).client.get('/api/v1/vacancy_activities', { query })).status).toBe(404);
    expect((await app().client().get('/api/v1/vacancy_activities', { query })).status).toBe(401);
  });
});
