import { describe, expect, it } from 'vitest';
import { explorers } from '../../schema/explorers.table';
import { insertExplorers } from '../../seed/explorers.seed';
import { buildDossier, buildSavedSearch } from '../../testing/dossier-factories';
import { buildEmployer, buildInternalVacancy } from '../../testing/employer-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { mailbox } from '../../testing/mailbox';
import { useTestApp } from '../../testing/test-app';
import { createMailer } from '../mail/mailer';
import { sendSavedSearchAlerts } from './saved-search-alerts';

// No background jobs: each test runs the alert job itself, at the moment it says (`now`).
const t = useTestApp({ jobs: false });
const mailer = createMailer({ smtpUrl: null, from: 'Koers <no-reply@test.koers.nl>' });
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const UTRECHT = '52.0907,5.1214';

/** An organisation with its explorers, a coach, the candidate they coach and an employer. */
async function world() {
  const { db } = t.database;
  const organization = await buildOrganization(db);
  await insertExplorers(db, organization.id);
  const all = await db.select().from(explorers);
  const own = all.find((row) => row.organizationId === organization.id && row.resourceType === 'ExplorerVacancy');
  const internet = all.find(
    (row) => row.organizationId === organization.id && row.resourceType === 'Vacancies::ExternalVacancy',
  );
  if (!own || !internet) throw new Error('explorers');
  const coach = await buildPerson(db, { organization, rights: { coach: true } });
  const { dossier, candidate } = await buildDossier(db, { organization, coaches: [coach] });
  if (!candidate) throw new Error('candidate');
  const { employer } = await buildEmployer(db, {
    organization,
    values: { name: 'Bouwbedrijf Van Dijk', city: 'Utrecht' },
  });
  return {
    organization,
    explorerId: own.id,
    internetExplorerId: internet.id,
    coach,
    dossier,
    candidate,
    employer,
    candidateClient: await t.loginAs(candidate),
    coachClient: await t.loginAs(coach),
    path: `/api/v1/dossier/${dossier.id}/saved_searches`,
  };
}

const body = (attributes: Record<string, unknown>) => ({ data: { type: 'saved_searches', attributes } });
const valid = (explorerId: string, overrides: Record<string, unknown> = {}) =>
  body({
    name: 'Timmerman rond Utrecht',
    explorerId,
    search: 'q=timmerman&geoId=3511&radius=25&page=2',
    query: { q: 'timmerman', near: UTRECHT, radius: '25', sort: 'newest', period: 'all', 'page[number]': '2' },
    frequency: 'daily',
    ...overrides,
  });

const alerts = async (email: string) =>
  (await mailbox(t, email)).filter((message) => message.subject.includes('nieuwe vacature'));
const run = (now: Date) => sendSavedSearchAlerts({ db: t.database.db, mailer, publicUrl: 'https://koers.test', now });

describe('saved searches of a dossier', () => {
  it('the candidate saves, renames, pauses and removes a search; the page is not kept', async () => {
    const w = await world();
    const created = await w.candidateClient.post(w.path, valid(w.explorerId));
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      name: 'Timmerman rond Utrecht',
      search: 'q=timmerman&geoId=3511&radius=25',
      frequency: 'daily',
      paused: false,
      lastAlertAt: null,
    });
    expect(created.body.data.attributes.query).not.toHaveProperty('page[number]');
    expect(created.body.data.meta.can).toEqual({ update: true, delete: true });
    const id = created.body.data.id as string;

    const renamed = await w.candidateClient.patch(
      `/api/v1/saved_search/${id}`,
      body({ name: 'Timmerwerk', paused: true, frequency: 'weekly' }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.attributes).toMatchObject({ name: 'Timmerwerk', paused: true, frequency: 'weekly' });

    const list = await w.coachClient.get(w.path);
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: any) => item.attributes.name)).toEqual(['Timmerwerk']);
    expect(list.body.meta).toMatchObject({ count: 1, can: { create: true } });

    expect((await w.candidateClient.delete(`/api/v1/saved_search/${id}`)).status).toBe(204);
    expect((await w.candidateClient.get(w.path)).body.data).toEqual([]);
  });

  it('a coach saves one for the candidate, who is notified', async () => {
    const w = await world();
    const created = await w.coachClient.post(w.path, valid(w.explorerId, { name: 'Zorg in Utrecht' }));
    expect(created.status).toBe(201);
    const notifications = await w.candidateClient.get(`/api/v1/user_contexts/${w.candidate.context.id}/notifications`);
    expect(notifications.body.data.map((item: any) => item.attributes.title)).toContain(
      `${w.coach.user.name} heeft een zoekopdracht voor je bewaard`,
    );
  });

  it('refuses what cannot be saved with a Dutch detail and a pointer', async () => {
    const w = await world();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ' }, '/data/attributes/name'],
      [{ frequency: 'hourly' }, '/data/attributes/frequency'],
      [{ explorerId: w.internetExplorerId }, '/data/attributes/explorerId'],
      [{ explorerId: '0190a0b0-0000-7000-8000-000000000000' }, '/data/attributes/explorerId'],
      [{ query: { 'f[kleur]': 'rood' } }, '/data/attributes/query'],
      [{ query: { near: 'Utrecht' } }, '/data/attributes/query'],
      [{ query: 'q=kok' }, '/data/attributes/query'],
      [{ search: 'x'.repeat(2001) }, '/data/attributes/search'],
    ];
    for (const [overrides, pointer] of cases) {
      const response = await w.candidateClient.post(w.path, valid(w.explorerId, overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(422);
      expect(response.body.errors[0].source.pointer).toBe(pointer);
      expect(response.body.errors[0].detail).toMatch(/[a-z]/);
    }
    const created = await w.candidateClient.post(w.path, valid(w.explorerId));
    const empty = await w.candidateClient.patch(`/api/v1/saved_search/${created.body.data.id}`, body({}));
    expect(empty.status).toBe(422);
    // At most 20 per dossier.
    for (let index = 1; index < 20; index += 1) {
      await buildSavedSearch(t.database.db, {
        organizationId: w.organization.id,
        dossierId: w.dossier.id,
        explorerId: w.explorerId,
      });
    }
    const tooMany = await w.candidateClient.post(w.path, valid(w.explorerId));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0].detail).toBe(
      'Er kunnen maximaal 20 zoekopdrachten bewaard worden. Verwijder er eerst een.',
    );
  });

  it('an archived dossier’s searches are read, not changed', async () => {
    const w = await world();
    const created = await w.candidateClient.post(w.path, valid(w.explorerId));
    await t.database.query('update dossiers set archived_at = now() where id = $1', [w.dossier.id]);
    expect((await w.coachClient.get(w.path)).status).toBe(200);
    expect((await w.coachClient.post(w.path, valid(w.explorerId))).status).toBe(422);
    expect((await w.coachClient.delete(`/api/v1/saved_search/${created.body.data.id}`)).status).toBe(422);
  });

  it('another organisation’s searches are not found; another candidate’s neither; a contact may not', async () => {
    const w = await world();
    const created = await w.candidateClient.post(w.path, valid(w.explorerId));
    const id = created.body.data.id as string;
    const other = await world();
    expect((await other.coachClient.get(w.path)).status).toBe(404);
    expect((await other.candidateClient.patch(`/api/v1/saved_search/${id}`, body({ paused: true }))).status).toBe(404);
    expect((await other.coachClient.delete(`/api/v1/saved_search/${id}`)).status).toBe(404);
    const sameOrganization = await buildDossier(t.database.db, { organization: w.organization });
    if (!sameOrganization.candidate) throw new Error('candidate');
    const neighbour = await t.loginAs(sameOrganization.candidate);
    expect((await neighbour.get(w.path)).status).toBe(403);
    expect((await neighbour.delete(`/api/v1/saved_search/${id}`)).status).toBe(404);
    const notHisCoach = await t.loginAs(
      await buildPerson(t.database.db, { organization: w.organization, rights: { coach: true } }),
    );
    expect((await notHisCoach.post(w.path, valid(w.explorerId))).status).toBe(403);
    expect((await notHisCoach.patch(`/api/v1/saved_search/${id}`, body({ paused: true }))).status).toBe(404);
    const contact = await t.loginAs(
      await buildPerson(t.database.db, { organization: w.organization, userType: 'contact' }),
    );
    expect((await contact.get(w.path)).status).toBe(403);
  });
});

describe('the alerts of saved searches', () => {
  it('mails what appeared since the last alert, with deeplinks; nothing twice; paused and weekly wait', async () => {
    const w = await world();
    const { db } = t.database;
    const now = Date.now();
    const at = (ms: number) => ({ startsAt: new Date(now + ms), endsAt: new Date(now + 30 * DAY) });
    const place = { latitude: 52.09, longitude: 5.12, city: 'Utrecht' };
    // Posted before the day the first alert looks back over: never mailed.
    await buildInternalVacancy(db, w.employer, 'published', { title: 'Timmerman oud', ...place, ...at(-3 * DAY) });
    const recent = await buildInternalVacancy(db, w.employer, 'published', {
      title: 'Timmerman nieuwbouw',
      ...place,
      ...at(-2 * HOUR),
    });
    // Another trade, and one too far away: not in the search.
    await buildInternalVacancy(db, w.employer, 'published', { title: 'Kok', ...place, ...at(-HOUR) });
    await buildInternalVacancy(db, w.employer, 'published', {
      title: 'Timmerman Groningen',
      latitude: 53.22,
      longitude: 6.57,
      ...at(-HOUR),
    });
    const created = await w.candidateClient.post(w.path, valid(w.explorerId));
    expect(created.status).toBe(201);

    expect(await run(new Date(now))).toBe(1);
    const [first] = await alerts(w.candidate.email);
    expect(first?.subject).toBe('Koers: 1 nieuwe vacature voor ‘Timmerman rond Utrecht’');
    expect(first?.text).toContain('Timmerman nieuwbouw — Bouwbedrijf Van Dijk, Utrecht');
    expect(first?.text).not.toContain('Timmerman oud');
    expect(first?.text).not.toContain('Groningen');
    // The vacancy's link opens it in the explorer with the search, for the candidate only.
    const token = /\/deeplinks\/([A-Za-z0-9_-]{43})/.exec(first?.text ?? '')?.[1] ?? '';
    const link = await w.candidateClient.get(`/api/v1/deeplinks/${token}`);
    expect(link.body.data.attributes.target).toBe(
      `/vacancy-explorers/${w.explorerId}/${recent.id}?q=timmerman&geoId=3511&radius=25`,
    );
    expect((await w.coachClient.get(`/api/v1/deeplinks/${token}`)).status).toBe(404);

    // Half a day later nothing is due; a day later only the new one goes, the first never again.
    expect(await run(new Date(now + 6 * HOUR))).toBe(0);
    await buildInternalVacancy(db, w.employer, 'published', { title: 'Timmerman renovatie', ...place, ...at(HOUR) });
    // Its start moved to after the first alert: still mailed once only.
    await t.database.query('update internal_vacancies set starts_at = $1 where id = $2', [
      new Date(now + 2 * HOUR),
      recent.id,
    ]);
    expect(await run(new Date(now + DAY))).toBe(1);
    const second = await alerts(w.candidate.email);
    expect(second).toHaveLength(2);
    expect(second[0]?.text).toContain('Timmerman renovatie');
    expect(second[0]?.text).not.toContain('Timmerman nieuwbouw');

    // Paused: nothing; weekly: a week after the last alert.
    const id = created.body.data.id as string;
    await w.candidateClient.patch(`/api/v1/saved_search/${id}`, body({ paused: true }));
    await buildInternalVacancy(db, w.employer, 'published', {
      title: 'Timmerman dakwerk',
      ...place,
      ...at(DAY + HOUR),
    });
    expect(await run(new Date(now + 2 * DAY + 2 * HOUR))).toBe(0);
    await w.candidateClient.patch(`/api/v1/saved_search/${id}`, body({ paused: false, frequency: 'weekly' }));
    expect(await run(new Date(now + 3 * DAY + 2 * HOUR))).toBe(0);
    expect(await run(new Date(now + 8 * DAY + 2 * HOUR))).toBe(1);
    expect((await alerts(w.candidate.email))[0]?.text).toContain('Timmerman dakwerk');
  });

  it('follows the candidate’s e-mail setting: never means no alert', async () => {
    const w = await world();
    await buildInternalVacancy(t.database.db, w.employer, 'published', {
      title: 'Timmerman',
      latitude: 52.09,
      longitude: 5.12,
      startsAt: new Date(Date.now() - HOUR),
    });
    const setting = await w.candidateClient.patch(`/api/v1/user_contexts/${w.candidate.context.id}/email_settings`, {
      data: { type: 'personal_email_settings', attributes: { frequency: 'never' } },
    });
    expect(setting.status).toBe(200);
    expect((await w.candidateClient.post(w.path, valid(w.explorerId))).status).toBe(201);
    expect(await run(new Date())).toBe(0);
    expect(await alerts(w.candidate.email)).toEqual([]);
  });
});
