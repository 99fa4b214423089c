import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trackTypes } from '../../schema/tracks.table';
import { buildDossier, buildTrackType } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson, buildUser, type OrganizationRow, type Person } from '../../testing/factories';
import { buildOutcome } from '../../testing/outcome-factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const PERIOD = { 'filter[from]': '2026-01-01', 'filter[to]': '2026-06-30' };

/**
 * One organisation with known tracks and outcomes (period: first half of 2026). Anna coaches
 * d1, d2, d4, d6, d7; Bram d3, d4, d5, d8.
 *   d1 Werkfit        2025-10-01 → placed 2026-02-01 (123 days), still employed after 6 months
 *   d2 Werkfit        2026-01-10 → placed 2026-04-10 (90 days), no longer employed
 *   d3 Re-integratie  2026-02-01 → placed 2026-03-03 (30 days), follow-up unknown
 *   d4 Re-integratie  2026-03-01 → ended 2026-05-01 (moved)
 *   d5 no type        2026-05-01 → running
 *   d6 Werkfit        2025-01-01 – 2025-12-31, before the period
 *   d7 Werkfit        2025-06-01 → placed 2025-11-01, before the period (its planned end lies in it)
 *   d8 Werkfit        2026-07-15, after the period
 */
let world: { organization: OrganizationRow; admin: Person; anna: Person; bram: Person; werkfit: string };

beforeAll(async () => {
  const db = t.database.db;
  const organization = await buildOrganization(db);
  const coach = async (name: string) =>
    buildPerson(db, { organization, user: await buildUser(db, { name }), rights: { coach: true } });
  const anna = await coach('Anna Aalders');
  const bram = await coach('Bram Bos');
  const admin = await buildPerson(db, { organization, rights: { administrator: true } });
  const werkfit = (await buildTrackType(db, organization, 'Werkfit')).id;
  const reintegratie = (await buildTrackType(db, organization, 'Re-integratie')).id;
  await db.update(trackTypes).set({ position: 1 }).where(eq(trackTypes.id, reintegratie));
  const dossier = async (coaches: Person[], startsOn: string, endsOn: string, trackTypeId: string | null) =>
    (await buildDossier(db, { organization, coaches, account: 'none', track: { startsOn, endsOn, trackTypeId } }))
      .dossier;
  const d1 = await dossier([anna], '2025-10-01', '2026-09-30', werkfit);
  await buildOutcome(db, d1, { endedOn: '2026-02-01', employedAfterSixMonths: 'yes' });
  const d2 = await dossier([anna], '2026-01-10', '2026-12-31', werkfit);
  await buildOutcome(db, d2, { endedOn: '2026-04-10', employedAfterSixMonths: 'no' });
  const d3 = await dossier([bram], '2026-02-01', '2026-12-31', reintegratie);
  await buildOutcome(db, d3, { endedOn: '2026-03-03' });
  const d4 = await dossier([anna, bram], '2026-03-01', '2026-08-31', reintegratie);
  await buildOutcome(db, d4, { kind: 'ended', endReason: 'moved', endedOn: '2026-05-01' });
  await dossier([bram], '2026-05-01', '2026-10-31', null);
  await dossier([anna], '2025-01-01', '2025-12-31', werkfit);
  const d7 = await dossier([anna], '2025-06-01', '2026-03-31', werkfit);
  await buildOutcome(db, d7, { endedOn: '2025-11-01', employedAfterSixMonths: 'yes' });
  await dossier([bram], '2026-07-15', '2027-01-14', werkfit);
  // Another organisation's placement in the period counts nowhere here.
  const elsewhere = await buildDossier(db, {
    track: { startsOn: '2026-01-05', endsOn: '2026-12-31' },
    account: 'none',
  });
  await buildOutcome(
    db,
    { organizationId: elsewhere.organization.id, id: elsewhere.dossier.id },
    { endedOn: '2026-02-02' },
  );
  world = { organization, admin, anna, bram, werkfit };
});

const figures = (
  started: number,
  active: number,
  ended: number,
  placed: number,
  medianDaysToPlacement: number | null,
  stillEmployed: number,
  followUpKnown: number,
) => ({
  started,
  active,
  ended,
  placed,
  placementRate: ended === 0 ? null : placed / ended,
  medianDaysToPlacement,
  stillEmployed,
  followUpKnown,
  retentionRate: followUpKnown === 0 ? null : stillEmployed / followUpKnown,
});

describe('GET organization/{id}/outcome_report — figures for funders', () => {
  it('counts started, active, ended and placed in the period, the rates, the median and the follow-up, per track type and coach', async () => {
    const client = await t.loginAs(world.admin);
    const response = await client.get(`/api/v1/organization/${world.organization.id}/outcome_report`, {
      query: PERIOD,
    });
    expect(response.status).toBe(200);
    const report = response.body.data.attributes;
    expect(report).toMatchObject({ from: '2026-01-01', to: '2026-06-30', trackTypeId: null, coachId: null });
    expect(report.totals).toEqual(figures(4, 5, 4, 3, 90, 1, 2));
    expect(report.byTrackType).toEqual([
      { id: world.werkfit, name: 'Werkfit', ...figures(1, 2, 2, 2, 106.5, 1, 2) },
      { id: expect.any(String), name: 'Re-integratie', ...figures(2, 2, 2, 1, 30, 0, 0) },
      { id: null, name: null, ...figures(1, 1, 0, 0, null, 0, 0) },
    ]);
    expect(report.byCoach).toEqual([
      { id: world.anna.context.teamMemberId, name: 'Anna Aalders', ...figures(2, 3, 3, 2, 106.5, 1, 2) },
      { id: world.bram.context.teamMemberId, name: 'Bram Bos', ...figures(3, 3, 2, 1, 30, 0, 0) },
    ]);
  });

  it('filters by track type and by coach', async () => {
    const client = await t.loginAs(world.admin);
    const path = `/api/v1/organization/${world.organization.id}/outcome_report`;
    const werkfit = await client.get(path, { query: { ...PERIOD, 'filter[track_type]': world.werkfit } });
    expect(werkfit.body.data.attributes.totals).toEqual(figures(1, 2, 2, 2, 106.5, 1, 2));
    expect(werkfit.body.data.attributes.byTrackType).toHaveLength(1);
    const bram = await client.get(path, {
      query: { ...PERIOD, 'filter[coach]': world.bram.context.teamMemberId ?? '' },
    });
    expect(bram.body.data.attributes.totals).toEqual(figures(3, 3, 2, 1, 30, 0, 0));
    expect(bram.body.data.attributes.byCoach.map((row: any) => row.name)).toEqual(['Bram Bos']);
  });

  it('400 for an end before the start or a wrong date; 403 for a coach of own candidates; 404 for another organisation', async () => {
    const client = await t.loginAs(world.admin);
    const path = `/api/v1/organization/${world.organization.id}/outcome_report`;
    const backwards = await client.get(path, { query: { 'filter[from]': '2026-06-30', 'filter[to]': '2026-01-01' } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0]).toMatchObject({
      detail: 'De einddatum mag niet voor de begindatum liggen.',
      source: { parameter: 'filter[to]' },
    });
    expect((await client.get(path, { query: { 'filter[from]': '30-06-2026' } })).status).toBe(400);
    expect((await (await t.loginAs(world.anna)).get(path)).status).toBe(403);
    const stranger = await buildPerson(t.database.db, { rights: { administrator: true } });
    expect((await (await t.loginAs(stranger)).get(path)).status).toBe(404);
  });
});

describe('GET organization/{id}/outcome_report/csv — Exporteren als CSV', () => {
  it('the same figures for Excel with Dutch settings: BOM, semicolons, decimal commas', async () => {
    const client = await t.loginAs(world.admin);
    const url = new URL(`/api/v1/organization/${world.organization.id}/outcome_report/csv`, client.baseUrl);
    for (const [key, value] of Object.entries({ ...PERIOD, user_context_id: client.userContextId ?? '' })) {
      url.searchParams.set(key, value);
    }
    // The raw bytes: Response.text() would drop the byte order mark.
    const response = await fetch(url, { headers: { cookie: client.cookie ?? '', 'x-forwarded-for': client.ip } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('uitkomsten-2026-01-01-tot-en-met-2026-06-30.csv');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      'Groep;Naam;Gestart;Actief;Beëindigd;Geplaatst;Plaatsingspercentage;Mediaan dagen tot plaatsing;Na 6 maanden nog in dienst;Follow-up na 6 maanden bekend;Percentage nog in dienst',
      'Totaal;Alle trajecten;4;5;4;3;75;90;1;2;50',
      'Trajectsoort;Werkfit;1;2;2;2;100;106,5;1;2;50',
      'Trajectsoort;Re-integratie;2;2;2;1;50;30;0;0;',
      'Trajectsoort;Geen trajectsoort;1;1;0;0;;;0;0;',
      'Coach;Anna Aalders;2;3;3;2;66,7;106,5;1;2;50',
      'Coach;Bram Bos;3;3;2;1;50;30;0;0;',
      '',
    ]);
  });
});
