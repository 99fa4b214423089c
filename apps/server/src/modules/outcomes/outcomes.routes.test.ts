import { FEATURE_FLAGS } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildEmployer } from '../../testing/employer-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const body = (attributes: Record<string, unknown>) => ({ data: { type: 'dossier_outcomes', attributes } });
const placement = (overrides: Record<string, unknown> = {}) =>
  body({
    kind: 'placed',
    endedOn: '2026-04-30',
    employerName: 'Bakkerij De Korenschoof',
    functionTitle: 'Medewerker productie',
    hoursPerWeek: 32,
    contractType: 'tijdelijk',
    employmentStartsOn: '2026-05-01',
    ...overrides,
  });

/** A coach logged in, with a dossier of theirs whose track runs from 5 January to 31 December 2026. */
async function coachWithDossier() {
  const coach = await buildPerson(t.database.db, { rights: { coach: true } });
  const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
  const client = await t.loginAs(coach);
  return { coach, dossier, client, path: `/api/v1/dossier/${dossier.id}/outcome` };
}

describe('POST dossier/{id}/outcome — Uitkomst vastleggen (Placement)', () => {
  it('records a placement with an employer of the organisation; the track ends on its date and the history says who', async () => {
    const { coach, dossier, client, path } = await coachWithDossier();
    const { employer } = await buildEmployer(t.database.db, {
      organization: coach.organization,
      values: { name: 'Bouwbedrijf Van Dijk' },
    });
    const created = await client.post(path, placement({ employerId: employer.id, employerName: null }));
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      kind: 'placed',
      endedOn: '2026-04-30',
      endReason: null,
      employerId: employer.id,
      employerName: 'Bouwbedrijf Van Dijk',
      functionTitle: 'Medewerker productie',
      hoursPerWeek: 32,
      contractType: 'tijdelijk',
      employmentStartsOn: '2026-05-01',
      employedAfterSixMonths: 'unknown',
    });
    const [entry] = created.body.included;
    expect(entry.attributes).toMatchObject({ action: 'create', changedByName: coach.user.name });
    expect(entry.attributes.changes).toContainEqual({ field: 'employerName', from: null, to: 'Bouwbedrijf Van Dijk' });

    const track = await client.get(`/api/v1/dossier/${dossier.id}/track`);
    expect(track.body.data.attributes.endsOn).toBe('2026-04-30');
    const read = await client.get(path);
    expect(read.body.data.id).toBe(created.body.data.id);
    const log = await client.get(`/api/v1/dossier/${dossier.id}/access_logs`);
    const subjects = log.body.data.map((item: any) => `${item.attributes.action} ${item.attributes.subject}`);
    expect(subjects).toEqual(expect.arrayContaining(['create outcome', 'read outcome']));
  });

  it('records another end with a reason from the list, without placement fields', async () => {
    const { path, client } = await coachWithDossier();
    const created = await client.post(
      path,
      body({ kind: 'ended', endedOn: '2026-03-15', endReason: 'moved', functionTitle: 'genegeerd' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({ kind: 'ended', endReason: 'moved', functionTitle: null });
  });

  it('422 at the field for what a placement or an end needs, with Dutch texts', async () => {
    const { path, client } = await coachWithDossier();
    const empty = await client.post(path, body({ kind: 'placed', endedOn: '2026-04-30' }));
    expect(empty.status).toBe(422);
    const byPointer = Object.fromEntries(empty.body.errors.map((error: any) => [error.source.pointer, error.detail]));
    expect(byPointer).toEqual({
      '/data/attributes/employerName': 'Kies een werkgever of vul de naam in.',
      '/data/attributes/functionTitle': 'Vul de functie in.',
      '/data/attributes/hoursPerWeek': 'Vul een aantal uren in.',
      '/data/attributes/contractType': 'Kies een soort contract uit de lijst.',
      '/data/attributes/employmentStartsOn': 'Vul de startdatum van het werk in.',
    });
    const noReason = await client.post(path, body({ kind: 'ended', endedOn: '2026-04-30' }));
    expect(noReason.body.errors[0]).toMatchObject({
      detail: 'Kies een reden uit de lijst.',
      source: { pointer: '/data/attributes/endReason' },
    });
    const hours = await client.post(path, placement({ hoursPerWeek: 80, contractType: 'onbekend' }));
    expect(hours.body.errors.map((error: any) => error.source.pointer)).toEqual([
      '/data/attributes/hoursPerWeek',
      '/data/attributes/contractType',
    ]);
    const early = await client.post(path, placement({ endedOn: '2025-12-31' }));
    expect(early.status).toBe(422);
    expect(early.body.errors[0]).toMatchObject({
      detail: 'De einddatum mag niet voor de start van het traject (5 januari 2026) liggen.',
      source: { pointer: '/data/attributes/endedOn' },
    });
    const { employer: foreign } = await buildEmployer(t.database.db);
    const elsewhere = await client.post(path, placement({ employerId: foreign.id }));
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors[0].source.pointer).toBe('/data/attributes/employerId');

    expect((await client.post(path, placement())).status).toBe(201);
    const twice = await client.post(path, placement());
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0].detail).toBe('Voor dit dossier is al een uitkomst vastgelegd. Wijzig die uitkomst.');
  });

  it('422 without a track or on an archived dossier', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const client = await t.loginAs(coach);
    const { dossier: noTrack } = await buildDossier(t.database.db, { coaches: [coach], track: null });
    const none = await client.post(`/api/v1/dossier/${noTrack.id}/outcome`, placement());
    expect(none.status).toBe(422);
    expect(none.body.errors[0].detail).toBe('Dit dossier heeft nog geen traject. Vul eerst de trajectgegevens in.');
    const { dossier: archived } = await buildDossier(t.database.db, { coaches: [coach], archivedAt: new Date() });
    const refused = await client.post(`/api/v1/dossier/${archived.id}/outcome`, placement());
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toBe('Dit dossier is gearchiveerd en kan niet worden gewijzigd.');
  });

  it('403 without the feature Placement, for a colleague’s candidate and for the candidate; 404 for another organisation', async () => {
    const { path, dossier, coach } = await coachWithDossier();
    const colleague = await buildPerson(t.database.db, { organization: coach.organization, rights: { coach: true } });
    expect((await (await t.loginAs(colleague)).post(path, placement())).status).toBe(403);
    expect((await (await t.loginAs(colleague)).get(path)).status).toBe(403);
    const manager = await buildPerson(t.database.db, {
      organization: coach.organization,
      rights: { coach: true, canManageOtherCandidates: true },
    });
    expect((await (await t.loginAs(manager)).post(path, placement())).status).toBe(201);

    const { candidate } = await buildDossier(t.database.db, { coaches: [coach] });
    if (!candidate) throw new Error('candidate');
    const own = await t.loginAs(candidate);
    expect((await own.get(`/api/v1/dossier/${candidate.context.dossierId}/outcome`)).status).toBe(403);

    const organization = await buildOrganization(t.database.db, {
      features: FEATURE_FLAGS.filter((flag) => flag !== 'Placement'),
    });
    const limited = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const { dossier: theirs } = await buildDossier(t.database.db, { coaches: [limited] });
    const withoutFeature = await t.loginAs(limited);
    expect((await withoutFeature.post(`/api/v1/dossier/${theirs.id}/outcome`, placement())).status).toBe(403);
    expect((await withoutFeature.get(`/api/v1/dossier/${theirs.id}/outcome`)).status).toBe(403);

    const stranger = await buildPerson(t.database.db, { rights: { administrator: true } });
    const elsewhere = await t.loginAs(stranger);
    expect((await elsewhere.get(`/api/v1/dossier/${dossier.id}/outcome`)).status).toBe(404);
    expect((await elsewhere.patch(path, body({ employedAfterSixMonths: 'yes' }))).status).toBe(404);
  });
});

describe('PATCH dossier/{id}/outcome — changes keep a history', () => {
  it('answers the 6-month follow-up, moves the track end with the date, and lists changes newest first', async () => {
    const { dossier, client, path, coach } = await coachWithDossier();
    await client.post(path, placement());
    const followUp = await client.patch(path, body({ employedAfterSixMonths: 'yes' }));
    expect(followUp.status).toBe(200);
    expect(followUp.body.data.attributes.employedAfterSixMonths).toBe('yes');
    const moved = await client.patch(path, body({ endedOn: '2026-05-15' }));
    expect(moved.body.included.map((entry: any) => [entry.attributes.action, entry.attributes.changes])).toEqual([
      ['update', [{ field: 'endedOn', from: '2026-04-30', to: '2026-05-15' }]],
      ['update', [{ field: 'employedAfterSixMonths', from: 'unknown', to: 'yes' }]],
      ['create', expect.any(Array)],
    ]);
    expect(moved.body.included[0].attributes.changedByName).toBe(coach.user.name);
    const track = await client.get(`/api/v1/dossier/${dossier.id}/track`);
    expect(track.body.data.attributes.endsOn).toBe('2026-05-15');

    const same = await client.patch(path, body({ endedOn: '2026-05-15' }));
    expect(same.body.included).toHaveLength(3);
    const toEnded = await client.patch(path, body({ kind: 'ended' }));
    expect(toEnded.status).toBe(422);
    expect(toEnded.body.errors[0].source.pointer).toBe('/data/attributes/endReason');
    const ended = await client.patch(path, body({ kind: 'ended', endReason: 'illness' }));
    expect(ended.body.data.attributes).toMatchObject({ kind: 'ended', employerName: null, hoursPerWeek: null });
  });

  it('404 when nothing is recorded yet', async () => {
    const { client, path } = await coachWithDossier();
    const response = await client.patch(path, body({ employedAfterSixMonths: 'yes' }));
    expect(response.status).toBe(404);
    expect(response.body.errors[0].detail).toBe('Voor dit dossier is nog geen uitkomst vastgelegd.');
  });
});

describe('GET organization/{id}/placement_employers', () => {
  it('the organisation’s active employers by name, for coaches; another organisation is not found', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const organization = coach.organization;
    await buildEmployer(t.database.db, { organization, values: { name: 'Zorggroep Rivierenland', city: 'Tiel' } });
    await buildEmployer(t.database.db, { organization, values: { name: 'Zorgcentrum Oud', archivedAt: new Date() } });
    await buildEmployer(t.database.db, { organization, values: { name: 'Bakkerij Bol' } });
    const client = await t.loginAs(coach);
    const found = await client.get(`/api/v1/organization/${organization.id}/placement_employers`, {
      query: { _q: 'zorg' },
    });
    expect(found.status).toBe(200);
    expect(found.body.data.map((item: any) => item.attributes)).toEqual([
      { name: 'Zorggroep Rivierenland', city: 'Tiel' },
    ]);
    const other = await buildOrganization(t.database.db);
    expect((await client.get(`/api/v1/organization/${other.id}/placement_employers`)).status).toBe(404);
  });
});
