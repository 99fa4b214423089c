import { FEATURE_FLAGS } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { buildDossier, buildTrackType } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson, type Person } from '../../testing/factories';
import { mailbox } from '../../testing/mailbox';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const listPath = (person: Person) => `/api/v1/organization/${person.organization.id}/dossiers`;
const names = (body: { data: Array<{ attributes: { name: string } }> }) =>
  body.data.map((item) => item.attributes.name);

function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('GET organization/{id}/dossiers', () => {
  it('asks for a login (401), refuses another person’s context (403) and another organisation (404)', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    expect((await t.client().get(listPath(coach))).status).toBe(401);

    const other = await buildPerson(t.database.db, { organization: coach.organization, rights: { coach: true } });
    const client = await t.loginAs(coach);
    const foreign = await client.get(listPath(coach), { query: { user_context_id: other.context.id } });
    expect(foreign.status).toBe(403);

    const elsewhere = await buildPerson(t.database.db, { rights: { coach: true, canManageOtherCandidates: true } });
    const response = await client.get(listPath(elsewhere));
    expect(response.status).toBe(404);
  });

  it('is for coaches and administrators: an account manager and a candidate get 403', async () => {
    const accountManager = await buildPerson(t.database.db, { rights: { accountManager: true } });
    expect((await (await t.loginAs(accountManager)).get(listPath(accountManager))).status).toBe(403);
    const { candidate } = await buildDossier(t.database.db);
    if (!candidate) throw new Error('candidate');
    expect((await (await t.loginAs(candidate)).get(listPath(candidate))).status).toBe(403);
  });

  it('sorts by name by default, pages by 20 and counts with _count', async () => {
    const manager = await buildPerson(t.database.db, { rights: { coach: true, canManageOtherCandidates: true } });
    for (let index = 0; index < 23; index++) {
      await buildDossier(t.database.db, {
        organization: manager.organization,
        name: `Kandidaat ${String(index).padStart(2, '0')}`,
        account: 'none',
      });
    }
    const client = await t.loginAs(manager);
    const first = await client.get(listPath(manager), { query: { _count: true } });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.meta.count).toBe(23);
    expect(names(first.body)[0]).toBe('Kandidaat 00');
    expect(first.body.links.next).toContain('page%5Bnumber%5D=2');
    const second = await client.get(listPath(manager), { query: { 'page[number]': 2 } });
    expect(names(second.body)).toEqual(['Kandidaat 20', 'Kandidaat 21', 'Kandidaat 22']);
    const descending = await client.get(listPath(manager), { query: { sort: '-name', 'page[size]': 1 } });
    expect(names(descending.body)).toEqual(['Kandidaat 22']);
  });

  it('rejects an unknown filter value, sort field or include with 400', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const client = await t.loginAs(coach);
    for (const query of [
      { 'filter[view]': 'weg' },
      { sort: 'geheim' },
      { include: 'wachtwoord' },
      { 'filter[x]': '1' },
    ]) {
      const response = await client.get(listPath(coach), { query });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].detail).toBeTruthy();
    }
  });

  it('shows the views active, archived and archivingSoon (track ending within 28 days or already ended)', async () => {
    const manager = await buildPerson(t.database.db, { rights: { administrator: true } });
    const organization = manager.organization;
    const make = (name: string, options: Parameters<typeof buildDossier>[1]) =>
      buildDossier(t.database.db, { organization, name, account: 'none', ...options });
    await make('Actief Lang', { track: { startsOn: '2026-01-01', endsOn: isoDaysFromNow(200) } });
    await make('Actief Bijna', { track: { startsOn: '2026-01-01', endsOn: isoDaysFromNow(10) } });
    await make('Actief Verlopen', { track: { startsOn: '2025-01-01', endsOn: isoDaysFromNow(-3) } });
    await make('Actief Zonder Traject', { track: null });
    await make('Gearchiveerd', {
      archivedAt: new Date(),
      track: { startsOn: '2025-01-01', endsOn: isoDaysFromNow(5) },
    });
    const client = await t.loginAs(manager);
    const view = async (value: string) =>
      names((await client.get(listPath(manager), { query: { 'filter[view]': value } })).body);
    expect(await view('active')).toEqual(['Actief Bijna', 'Actief Lang', 'Actief Verlopen', 'Actief Zonder Traject']);
    expect(await view('archived')).toEqual(['Gearchiveerd']);
    expect(await view('archivingSoon')).toEqual(['Actief Bijna', 'Actief Verlopen']);
  });

  it('filters by access: canLogin, freshInvitation, invitationExpired, noAccess', async () => {
    const manager = await buildPerson(t.database.db, { rights: { administrator: true } });
    const organization = manager.organization;
    await buildDossier(t.database.db, { organization, name: 'A Kan Inloggen', account: 'password' });
    await buildDossier(t.database.db, { organization, name: 'B Uitgenodigd', account: 'invited' });
    await buildDossier(t.database.db, { organization, name: 'C Verlopen', account: 'expired' });
    await buildDossier(t.database.db, { organization, name: 'D Geen Account', account: 'none' });
    const client = await t.loginAs(manager);
    const access = async (value: string) => {
      const response = await client.get(listPath(manager), { query: { 'filter[access]': value } });
      return response.body.data.map((item: any) => [item.attributes.name, item.attributes.accessState]);
    };
    expect(await access('canLogin')).toEqual([['A Kan Inloggen', 'canLogin']]);
    expect(await access('freshInvitation')).toEqual([['B Uitgenodigd', 'freshInvitation']]);
    expect(await access('invitationExpired')).toEqual([['C Verlopen', 'invitationExpired']]);
    expect(await access('noAccess')).toEqual([['D Geen Account', 'noAccess']]);
    expect((await access('everyone')).map(([name]: string[]) => name)).toEqual([
      'A Kan Inloggen',
      'B Uitgenodigd',
      'C Verlopen',
      'D Geen Account',
    ]);
  });

  it('a coach without canManageOtherCandidates finds only their own dossiers, also when searching by name', async () => {
    const organization = await buildOrganization(t.database.db);
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const colleague = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const manager = await buildPerson(t.database.db, {
      organization,
      rights: { coach: true, canManageOtherCandidates: true },
    });
    await buildDossier(t.database.db, { coaches: [coach], name: 'Jansen Eigen', account: 'none' });
    await buildDossier(t.database.db, { coaches: [colleague], name: 'Jansen Collega', account: 'none' });

    const coachClient = await t.loginAs(coach);
    const own = await coachClient.get(listPath(coach), { query: { _q: 'jansen', _count: true } });
    expect(names(own.body)).toEqual(['Jansen Eigen']);
    expect(own.body.meta.count).toBe(1);
    expect(names((await coachClient.get(listPath(coach))).body)).toEqual(['Jansen Eigen']);

    const managerClient = await t.loginAs(manager);
    const all = await managerClient.get(listPath(manager), { query: { _q: 'JANSEN' } });
    expect(names(all.body)).toEqual(['Jansen Collega', 'Jansen Eigen']);
    const byCoach = await managerClient.get(listPath(manager), {
      query: { 'filter[coach]': colleague.context.teamMemberId ?? '' },
    });
    expect(names(byCoach.body)).toEqual(['Jansen Collega']);
  });

  it('treats % and _ in the search term literally', async () => {
    const manager = await buildPerson(t.database.db, { rights: { administrator: true } });
    await buildDossier(t.database.db, { organization: manager.organization, name: 'Anne de Wit', account: 'none' });
    const client = await t.loginAs(manager);
    expect(names((await client.get(listPath(manager), { query: { _q: '%' } })).body)).toEqual([]);
    expect(names((await client.get(listPath(manager), { query: { _q: 'e_W' } })).body)).toEqual([]);
  });

  it('includes track and coaches on request, and meta.can per dossier', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const type = await buildTrackType(t.database.db, coach.organization, 'Loopbaanbegeleiding');
    await buildDossier(t.database.db, {
      coaches: [coach],
      name: 'Sara Bos',
      track: { startsOn: '2026-02-01', endsOn: '2026-08-01', trackTypeId: type.id },
    });
    const client = await t.loginAs(coach);
    const response = await client.get(listPath(coach), { query: { include: 'track,track.track_type,coaches' } });
    expect(response.status).toBe(200);
    const [item] = response.body.data;
    expect(item.attributes).toMatchObject({ name: 'Sara Bos', trackStartsOn: '2026-02-01', trackEndsOn: '2026-08-01' });
    expect(item.meta.can).toMatchObject({ read: true, update: true, archive: true, unarchive: false });
    const types = response.body.included.map((resource: any) => resource.type).sort();
    expect(types).toEqual(['team_members', 'track_types', 'tracks']);
  });

  it('shows in the list what the dossier itself shows: track, type, coaches by name, personal file', async () => {
    const manager = await buildPerson(t.database.db, { rights: { coach: true, canManageOtherCandidates: true } });
    const second = await buildPerson(t.database.db, { organization: manager.organization, rights: { coach: true } });
    const type = await buildTrackType(t.database.db, manager.organization, 'Re-integratie');
    const { dossier } = await buildDossier(t.database.db, {
      coaches: [second, manager],
      track: { startsOn: '2026-01-05', endsOn: '2026-07-05', trackTypeId: type.id },
    });
    await buildDossier(t.database.db, { organization: manager.organization });
    const client = await t.loginAs(manager);
    const include = 'track,track.track_type,coaches';
    const list = await client.get(listPath(manager), { query: { include, _count: 'true' } });
    const detail = await client.get(`/api/v1/dossier/${dossier.id}`, { query: { include } });
    expect(list.body.meta.count).toBe(2);
    const listed = list.body.data.find((item: any) => item.id === dossier.id);
    expect(listed.relationships).toEqual(detail.body.data.relationships);
    expect(listed.relationships.coaches.data).toHaveLength(2);
    expect(listed.relationships.personalFile.data).toMatchObject({ type: 'personal_files' });
    const ofDossier = (included: any[]) =>
      included
        .filter(
          (resource) =>
            resource.type !== 'team_members' ||
            listed.relationships.coaches.data.some((coach: any) => coach.id === resource.id),
        )
        .filter((resource) => resource.type !== 'tracks' || resource.id === listed.relationships.track.data.id)
        .filter((resource) => resource.type !== 'track_types' || resource.id === type.id)
        .sort((a, b) => `${a.type}${a.id}`.localeCompare(`${b.type}${b.id}`));
    // Only one dossier's read says which coaches the actor may write to (the track card's
    // 'Gesprek starten'); the list leaves that question out and keeps its statements.
    const withoutPartner = (included: any[]) =>
      included.map(({ attributes: { conversationPartnerId, ...attributes }, ...resource }) => ({
        ...resource,
        attributes,
      }));
    expect(list.body.included.some((resource: any) => 'conversationPartnerId' in resource.attributes)).toBe(false);
    expect(detail.body.included.some((resource: any) => 'conversationPartnerId' in resource.attributes)).toBe(true);
    expect(ofDossier(list.body.included)).toEqual(withoutPartner(ofDossier(detail.body.included)));
  });

  it('has logged every listed dossier when the answer arrives, also for requests at the same moment', async () => {
    const manager = await buildPerson(t.database.db, { rights: { coach: true, canManageOtherCandidates: true } });
    const { dossier } = await buildDossier(t.database.db, { organization: manager.organization });
    const clients = await Promise.all(Array.from({ length: 6 }, () => t.loginAs(manager)));
    const answers = await Promise.all(clients.map((client) => client.get(listPath(manager))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const log = await clients[0]?.get(`/api/v1/dossier/${dossier.id}/access_logs`, { query: { 'page[size]': 100 } });
    const listed = log?.body.data.filter((entry: any) => entry.attributes.action === 'list');
    expect(listed).toHaveLength(6);
    expect(listed.every((entry: any) => entry.attributes.subject === 'dossier')).toBe(true);
  });
});

describe('GET dossier/{id}', () => {
  it('returns the dossier with the includes of SPEC §7', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier, candidate } = await buildDossier(t.database.db, { coaches: [coach], name: 'Daan Bakker' });
    const client = await t.loginAs(coach);
    const response = await client.get(`/api/v1/dossier/${dossier.id}`, {
      query: { include: 'custom_field_values,public_user_context,client,track,coaches,profile_type' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: 'dossiers',
      id: dossier.id,
      attributes: { name: 'Daan Bakker', accessState: 'canLogin', archivedAt: null },
      relationships: {
        publicUserContext: { data: { type: 'public_user_contexts', id: candidate?.context.id } },
        client: { data: { type: 'clients', id: dossier.id } },
      },
    });
    const client_ = response.body.included.find((item: any) => item.type === 'clients');
    expect(client_.attributes).toMatchObject({ name: 'Daan Bakker', accessState: 'canLogin', hasAccount: true });
  });

  it('404 for another organisation’s dossier and a malformed id; 403 for a colleague’s dossier without the right', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const colleague = await buildPerson(t.database.db, { organization: coach.organization, rights: { coach: true } });
    const { dossier: colleagues } = await buildDossier(t.database.db, { coaches: [colleague] });
    const elsewhere = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier: foreign } = await buildDossier(t.database.db, { coaches: [elsewhere] });
    const client = await t.loginAs(coach);
    expect((await client.get(`/api/v1/dossier/${foreign.id}`)).status).toBe(404);
    expect((await client.get('/api/v1/dossier/niet-een-id')).status).toBe(404);
    const response = await client.get(`/api/v1/dossier/${colleagues.id}`);
    expect(response.status).toBe(403);
    expect(response.body.errors[0].detail).toBe('Je hebt geen toegang tot dit dossier.');
  });

  it('the candidate reads their own dossier but not another one', async () => {
    const { dossier, candidate, organization } = await buildDossier(t.database.db);
    const { dossier: other } = await buildDossier(t.database.db, { organization });
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(candidate);
    const own = await client.get(`/api/v1/dossier/${dossier.id}`);
    expect(own.status).toBe(200);
    expect(own.body.data.meta.can).toMatchObject({ read: true, update: false });
    expect(own.body.data.meta.recentViewers).toBeUndefined();
    expect((await client.get(`/api/v1/dossier/${other.id}`)).status).toBe(403);
  });

  it('shows the coach who viewed it recently', async () => {
    const organization = await buildOrganization(t.database.db);
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const manager = await buildPerson(t.database.db, { organization, rights: { administrator: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    await (await t.loginAs(coach)).get(`/api/v1/dossier/${dossier.id}`);
    const response = await (await t.loginAs(manager)).get(`/api/v1/dossier/${dossier.id}`);
    expect(response.body.data.meta.recentViewers).toEqual([
      { userContextId: coach.context.id, name: coach.user.name, viewedAt: expect.any(String) },
    ]);
  });

  it('names only who opened the dossier, not who saw it in the dossier list', async () => {
    const organization = await buildOrganization(t.database.db);
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const colleague = await buildPerson(t.database.db, {
      organization,
      rights: { coach: true, canManageOtherCandidates: true },
    });
    const manager = await buildPerson(t.database.db, { organization, rights: { administrator: true } });
    const { dossier } = await buildDossier(t.database.db, { organization, coaches: [coach] });
    const list = await (await t.loginAs(colleague)).get(`/api/v1/organization/${organization.id}/dossiers`);
    expect(list.body.data.map((row: { id: string }) => row.id)).toContain(dossier.id);
    await (await t.loginAs(coach)).get(`/api/v1/dossier/${dossier.id}`);
    const response = await (await t.loginAs(manager)).get(`/api/v1/dossier/${dossier.id}`);
    expect(response.body.data.meta.recentViewers.map((viewer: { name: string }) => viewer.name)).toEqual([
      coach.user.name,
    ]);
  });
});

describe('POST organization/{id}/dossier', () => {
  const body = (attributes: Record<string, unknown>, coaches?: string[]) => ({
    data: {
      type: 'dossiers',
      attributes,
      ...(coaches ? { relationships: { coaches: { data: coaches.map((id) => ({ type: 'team_members', id })) } } } : {}),
    },
  });
  const valid = {
    firstName: 'Fenna',
    lastNamePrefix: 'van der',
    lastName: 'Berg',
    email: 'fenna.vanderberg@test.koers.nl',
    phone: '06 12345678',
    startsOn: '2026-03-01',
    endsOn: '2026-09-01',
  };

  it('creates the dossier with the creator as coach and invites the candidate by e-mail', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const client = await t.loginAs(coach);
    const response = await client.post(`/api/v1/organization/${coach.organization.id}/dossier`, body(valid));
    expect(response.status).toBe(201);
    expect(response.body.data.attributes).toMatchObject({
      name: 'Fenna van der Berg',
      email: 'fenna.vanderberg@test.koers.nl',
      accessState: 'freshInvitation',
      trackStartsOn: '2026-03-01',
      trackEndsOn: '2026-09-01',
    });
    expect(response.body.data.relationships.coaches.data).toEqual([
      { type: 'team_members', id: coach.context.teamMemberId },
    ]);
    const [mail] = await mailbox(t, 'fenna.vanderberg@test.koers.nl');
    expect(mail?.subject).toBe(`Uitnodiging van ${coach.organization.name} voor Koers`);
    expect(mail?.text).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}/);
  });

  it('gives 422 with a pointer per field', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const client = await t.loginAs(coach);
    const response = await client.post(
      `/api/v1/organization/${coach.organization.id}/dossier`,
      body({
        firstName: '',
        lastName: 'X',
        email: 'geen-adres',
        phone: '12',
        startsOn: '2026-05-01',
        endsOn: '2026-04-01',
      }),
    );
    expect(response.status).toBe(422);
    const byPointer = Object.fromEntries(
      response.body.errors.map((error: any) => [error.source.pointer, error.detail]),
    );
    expect(byPointer).toMatchObject({
      '/data/attributes/firstName': 'Vul een voornaam in.',
      '/data/attributes/email': 'Vul een geldig e-mailadres in.',
      '/data/attributes/phone': 'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678.',
    });
    const dates = await client.post(
      `/api/v1/organization/${coach.organization.id}/dossier`,
      body({ ...valid, startsOn: '2026-05-01', endsOn: '2026-04-01' }),
    );
    expect(dates.body.errors[0]).toMatchObject({
      detail: 'De einddatum mag niet voor de startdatum liggen.',
      source: { pointer: '/data/attributes/endsOn' },
    });
  });

  it('refuses a NUL byte or half a surrogate pair with 422 at the field, and writes nothing', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const client = await t.loginAs(coach);
    const path = `/api/v1/organization/${coach.organization.id}/dossier`;
    const response = await client.post(
      path,
      body({ ...valid, firstName: 'Fen\u0000na', lastName: 'Berg\uD800', email: 'nul@test.koers.nl' }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors.map((error: any) => [error.source.pointer, error.detail])).toEqual([
      ['/data/attributes/firstName', 'Deze tekst bevat tekens die niet zijn toegestaan.'],
      ['/data/attributes/lastName', 'Deze tekst bevat tekens die niet zijn toegestaan.'],
    ]);
    const rows = await t.database.query('select id from dossiers where organization_id = $1', [coach.organization.id]);
    expect(rows).toHaveLength(0);
    const search = await client.get(listPath(coach), { query: { _q: 'Fen\u0000na' } });
    expect(search.status).toBe(400);
    expect(search.body.errors[0].code).toBe('invalid_characters');
  });

  it('refuses a coach of another organisation as coach (422) and an e-mail that already has a dossier here (422)', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const stranger = await buildPerson(t.database.db, { rights: { coach: true } });
    const client = await t.loginAs(coach);
    const path = `/api/v1/organization/${coach.organization.id}/dossier`;
    const foreignCoach = await client.post(
      path,
      body({ ...valid, email: 'a@test.koers.nl' }, [stranger.context.teamMemberId ?? '']),
    );
    expect(foreignCoach.status).toBe(422);
    expect(foreignCoach.body.errors[0].source.pointer).toBe('/data/relationships/coaches/data/0');
    expect((await client.post(path, body({ ...valid, email: 'dubbel@test.koers.nl' }))).status).toBe(201);
    const twice = await client.post(path, body({ ...valid, email: 'Dubbel@test.koers.nl' }));
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0]).toMatchObject({
      detail: 'Er bestaat al een dossier voor dit e-mailadres in deze organisatie.',
      source: { pointer: '/data/attributes/email' },
    });
  });

  it('needs the feature Dossiers_Add', async () => {
    const organization = await buildOrganization(t.database.db, {
      features: FEATURE_FLAGS.filter((flag) => flag !== 'Dossiers_Add'),
    });
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const client = await t.loginAs(coach);
    expect((await client.post(`/api/v1/organization/${organization.id}/dossier`, body(valid))).status).toBe(403);
  });
});

describe('archive, unarchive, settings and coaches', () => {
  it('archiving ends the candidate’s access; unarchiving (Dossiers_Unarchive) restores it', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier, candidate } = await buildDossier(t.database.db, { coaches: [coach] });
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(coach);
    const archived = await client.post(`/api/v1/dossier/${dossier.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.data.attributes).toMatchObject({ accessState: 'noAccess', archivedAt: expect.any(String) });
    expect(archived.body.data.meta.can).toMatchObject({ update: false, unarchive: true });
    expect((await client.post(`/api/v1/dossier/${dossier.id}/archive`)).status).toBe(422);
    expect((await t.client().login(candidate.email, candidate.password)).status).toBe(403);

    const restored = await client.post(`/api/v1/dossier/${dossier.id}/unarchive`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.attributes).toMatchObject({ accessState: 'canLogin', archivedAt: null });
    expect((await t.client().login(candidate.email, candidate.password)).status).toBe(201);
  });

  it('unarchiving needs the feature; archiving needs to coach the dossier', async () => {
    const organization = await buildOrganization(t.database.db, {
      features: FEATURE_FLAGS.filter((flag) => flag !== 'Dossiers_Unarchive'),
    });
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const colleague = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach], archivedAt: new Date() });
    const { dossier: colleagues } = await buildDossier(t.database.db, { coaches: [colleague] });
    const client = await t.loginAs(coach);
    expect((await client.post(`/api/v1/dossier/${dossier.id}/unarchive`)).status).toBe(403);
    expect((await client.post(`/api/v1/dossier/${colleagues.id}/archive`)).status).toBe(403);
  });

  it('changes coaches with Dossiers_EditCoach, and refuses without it', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const colleague = await buildPerson(t.database.db, { organization: coach.organization, rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    const client = await t.loginAs(coach);
    const both = [coach, colleague].map((person) => ({ type: 'team_members', id: person.context.teamMemberId }));
    const response = await client.patch(`/api/v1/dossier/${dossier.id}/relationships/coaches`, { data: both });
    expect(response.status).toBe(200);
    expect(response.body.data.relationships.coaches.data).toHaveLength(2);
    const none = await client.patch(`/api/v1/dossier/${dossier.id}/relationships/coaches`, { data: [] });
    expect(none.status).toBe(422);
    expect(none.body.errors[0].detail).toBe('Kies minstens één coach.');

    const organization = await buildOrganization(t.database.db, {
      features: FEATURE_FLAGS.filter((flag) => flag !== 'Dossiers_EditCoach'),
    });
    const limited = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const { dossier: own } = await buildDossier(t.database.db, { coaches: [limited] });
    const refused = await (await t.loginAs(limited)).patch(`/api/v1/dossier/${own.id}/relationships/coaches`, {
      data: [{ type: 'team_members', id: limited.context.teamMemberId }],
    });
    expect(refused.status).toBe(403);
  });

  it('saves settings: profile type must belong to the organisation', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    const client = await t.loginAs(coach);
    const response = await client.patch(`/api/v1/dossier/${dossier.id}`, {
      data: { type: 'dossiers', attributes: { profileTypeId: '6c9b7a5e-1111-4222-8333-444455556666' } },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors[0].source.pointer).toBe('/data/attributes/profileTypeId');
  });
});
