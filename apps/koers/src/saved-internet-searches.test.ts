import { createMailer } from '@koers/server/modules/mail/mailer';
import type { InternetVacancies } from '@koers/server/modules/saved-searches/internet-vacancies';
import { sendSavedSearchAlerts } from '@koers/server/modules/saved-searches/saved-search-alerts';
import { explorers } from '@koers/server/schema/explorers.table';
import { insertExplorers } from '@koers/server/seed/explorers.seed';
import { buildDossier } from '@koers/server/testing/dossier-factories';
import { buildOrganization, buildPerson } from '@koers/server/testing/factories';
import { mailbox } from '@koers/server/testing/mailbox';
import { importText } from '@koers/vacancies/testing/vacancies-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internetVacanciesOf } from './internet-vacancies';
import { startTestApp, type TestApp } from './testing/test-app';

// Saved searches of the internet vacancies (the vacancies service's), with their alerts: the app
// as `npm start` composes it, and as `--only-server` runs the main backend alone.
// And as `npm run start:server` beside `npm run start:vacancies` with VACANCIES_SERVICE_URL and
// SERVICE_TOKEN: `apart` asks `t`'s vacancies service over HTTP.
const SERVICE_TOKEN = 'proef-token-voor-de-diensten-onderling-0123456789';
let t: TestApp;
let alone: TestApp;
let apart: TestApp;
beforeAll(async () => {
  [t, alone] = await Promise.all([
    startTestApp({ jobs: false, env: { SERVICE_TOKEN } }),
    startTestApp({ jobs: false, vacancies: false }),
  ]);
  apart = await startTestApp({
    jobs: false,
    vacancies: false,
    env: { VACANCIES_SERVICE_URL: t.url, SERVICE_TOKEN },
  });
});
afterAll(async () => {
  await Promise.all([t.close(), alone.close(), apart.close()]);
});

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const mailer = createMailer({ smtpUrl: null, from: 'Koers <no-reply@test.koers.nl>' });
const body = (attributes: Record<string, unknown>) => ({ data: { type: 'saved_searches', attributes } });

/** An organisation with its explorers, a coach and the candidate they coach, on this app. */
async function world(app: TestApp) {
  const { db } = app.database;
  const organization = await buildOrganization(db);
  await insertExplorers(db, organization.id);
  const internet = (await db.select().from(explorers)).find(
    (row) => row.organizationId === organization.id && row.resourceType === 'Vacancies::ExternalVacancy',
  );
  if (!internet) throw new Error('explorers');
  const coach = await buildPerson(db, { organization, rights: { coach: true } });
  const { dossier, candidate } = await buildDossier(db, { organization, coaches: [coach] });
  if (!candidate) throw new Error('candidate');
  const login = async (person: typeof coach) => {
    const client = app.client();
    expect((await client.login(person.email, person.password)).status).toBe(201);
    return client;
  };
  return {
    internetExplorerId: internet.id,
    candidate,
    candidateClient: await login(candidate),
    coachClient: await login(coach),
    path: `/api/v1/dossier/${dossier.id}/saved_searches`,
  };
}

/** One internet vacancy through the import pipeline, posted at `postedAt`. */
async function importVacancy(app: TestApp, key: string, title: string, postedAt: Date) {
  const posting = {
    '@type': 'JobPosting',
    identifier: key,
    url: `https://www.werkplein.example/v/${key}`,
    title,
    description: `<p>${title} gezocht in Utrecht.</p>`,
    datePosted: postedAt.toISOString(),
    hiringOrganization: { name: `Werkgever ${key}` },
    jobLocation: { address: { postalCode: '3511 AB' } },
  };
  await importText(app.database, JSON.stringify(posting));
  const [row] = await app.database.query<{ vacancy_id: string }>(
    `select vacancy_id from vacancies.vacancy_sources where source_key = $1`,
    [`werkplein.example|${key}`],
  );
  if (!row) throw new Error(`vacancy ${key} not imported`);
  return row.vacancy_id;
}

const internetSearch = (explorerId: string, query: Record<string, string>) =>
  body({
    name: 'Timmerman rond Utrecht',
    explorerId,
    search: 'q=timmerman&geoId=3511&radius=25&page=2',
    query,
    frequency: 'daily',
  });

/**
 * A candidate's saved internet search on `app` mails what is new since its last alert, each
 * vacancy once, linked at its explorer URL; the vacancies are imported into `t`'s vacancies service.
 */
async function mailsWhatIsNew(app: TestApp, internetVacancies: InternetVacancies) {
  const w = await world(app);
  const now = Date.now();
  // Titles of their own, so other tests' vacancies in this database do not match.
  const word = `dakdekker${Math.random().toString(36).slice(2, 8)}`;
  const first = await importVacancy(t, `${word}-1`, `${word} eerste`, new Date(now - 3 * HOUR));
  const second = await importVacancy(t, `${word}-2`, `${word} tweede`, new Date(now - HOUR));
  const created = await w.candidateClient.post(
    w.path,
    body({
      name: 'Dakdekker',
      explorerId: w.internetExplorerId,
      search: `q=${word}`,
      query: { q: word, sort: 'newest' },
      frequency: 'daily',
    }),
  );
  expect(created.status).toBe(201);
  expect(created.body.data.attributes.alertsWaiting).toBe(false);
  const run = (at: number) =>
    sendSavedSearchAlerts({
      db: app.database.db,
      mailer,
      publicUrl: 'https://koers.test',
      now: new Date(at),
      internetVacancies,
    });
  // The developers' mailbox, read as on the main backend's own test app.
  const reader = { ...app, filesDir: '' };
  const alerts = async () =>
    (await mailbox(reader, w.candidate.email)).filter((message) => message.subject.includes('nieuwe vacature'));

  // Two hours ago only the first had been posted.
  await run(now - 2 * HOUR);
  const [firstAlert] = await alerts();
  expect(firstAlert?.text).toContain(`${word} eerste — Werkgever ${word}-1`);
  expect(firstAlert?.text).not.toContain(`${word} tweede`);
  // The next day: the second, not the first again.
  await run(now - 2 * HOUR + DAY);
  const mails = await alerts();
  expect(mails).toHaveLength(2);
  const latest = mails.find((message) => message.id !== firstAlert?.id);
  expect(latest?.text).toContain(`${word} tweede`);
  expect(latest?.text).not.toContain(`${word} eerste`);
  // A day later nothing is new: no mail.
  await run(now - 2 * HOUR + 2 * DAY);
  expect(await alerts()).toHaveLength(2);
  const sent = await app.database.query<{ vacancy_id: string }>(
    'select vacancy_id from saved_search_sent_vacancies where saved_search_id = $1 order by sent_at',
    [created.body.data.id],
  );
  expect(sent.map((row) => row.vacancy_id)).toEqual([first, second]);

  // The vacancy's link opens it in the internet explorer, with the search.
  const link = /Bekijk de vacature: https:\/\/koers\.test(\S+)/.exec(latest?.text ?? '')?.[1];
  expect(link).toBeDefined();
  const opened = await w.candidateClient.get(`/api/v1${link}`);
  expect(opened.status).toBe(200);
  expect(opened.body.data.attributes.target).toBe(`/vacancy-explorers/${w.internetExplorerId}/${second}?q=${word}`);
}

describe('saved searches of internet vacancies', () => {
  it('are saved with the list’s parameters, read by the vacancies service’s parser', async () => {
    const w = await world(t);
    const created = await w.coachClient.post(
      w.path,
      internetSearch(w.internetExplorerId, { q: 'timmerman', geoId: '3511', radius: '25', 'page[number]': '2' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      explorerId: w.internetExplorerId,
      search: 'q=timmerman&geoId=3511&radius=25',
      query: { q: 'timmerman', geoId: '3511', radius: '25' },
      alertsWaiting: false,
    });
    const bad: Array<Record<string, string>> = [{ 'f[kleur]': 'blauw' }, { geoId: 'x' }, { sort: 'closing' }];
    for (const query of bad) {
      const refused = await w.candidateClient.post(w.path, internetSearch(w.internetExplorerId, query));
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].source.pointer).toBe('/data/attributes/query');
      expect(refused.body.errors[0].detail).toMatch(/^Deze zoekopdracht kan niet bewaard worden: /);
    }
  });

  it('mail what is new since the last alert, each vacancy once, linked at its explorer URL', async () => {
    await mailsWhatIsNew(t, internetVacanciesOf(t.database, t.database));
  });

  it('mail their alerts from the vacancies service run apart, asked over HTTP with the service token', async () => {
    await mailsWhatIsNew(apart, internetVacanciesOf(null, apart.database, apart.config.services));
  });

  it('without the vacancies service are saved, and their alerts wait (the list says so)', async () => {
    const w = await world(alone);
    const created = await w.candidateClient.post(w.path, internetSearch(w.internetExplorerId, { q: 'timmerman' }));
    expect(created.status).toBe(201);
    expect(created.body.data.attributes.alertsWaiting).toBe(true);
    const refused = await w.candidateClient.post(w.path, internetSearch(w.internetExplorerId, { 'f[kleur]': 'blauw' }));
    expect(refused.status).toBe(422);
    const mailed = await sendSavedSearchAlerts({
      db: alone.database.db,
      mailer,
      publicUrl: 'https://koers.test',
      internetVacancies: internetVacanciesOf(null, alone.database),
    });
    expect(mailed).toBe(0);
    const list = await w.candidateClient.get(w.path);
    expect(list.body.data[0].attributes).toMatchObject({ alertsWaiting: true, lastAlertAt: null });
  });
});

describe("the vacancies service's call for the main backend run apart", () => {
  const ask = (app: TestApp, query: Record<string, string>, token: string | null = SERVICE_TOKEN) =>
    fetch(`${app.url}/vacancies/internal/posted_since?${new URLSearchParams(query)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const valid = { search: 'q=timmerman', since: '2026-01-01T00:00:00Z', now: '2026-01-02T00:00:00Z', limit: '5' };

  it('answers only the installation’s service token, and reads its parameters as the list does', async () => {
    expect((await ask(t, valid, null)).status).toBe(401);
    expect((await ask(t, valid, SERVICE_TOKEN.replace(/.$/, 'x'))).status).toBe(401);
    expect((await ask(t, valid, `${SERVICE_TOKEN}x`)).status).toBe(401);
    const answered = await ask(t, valid);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ data: [] });

    const badLimit = await ask(t, { ...valid, limit: '201' });
    expect(badLimit.status).toBe(400);
    expect(((await badLimit.json()) as { errors: unknown[] }).errors[0]).toMatchObject({
      detail: 'Geef bij limit een aantal van 1 tot en met 200.',
      source: { parameter: 'limit' },
    });
    const badSearch = await ask(t, { ...valid, search: 'f[kleur]=blauw' });
    expect(badSearch.status).toBeGreaterThanOrEqual(400);
    expect(badSearch.status).toBeLessThan(500);
  });

  it('is not there without SERVICE_TOKEN', async () => {
    const other = await startTestApp({ jobs: false });
    try {
      expect((await ask(other, valid)).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});
