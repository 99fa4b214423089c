import { createMailer } from '@koers/server/modules/mail/mailer';
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
let t: TestApp;
let alone: TestApp;
beforeAll(async () => {
  [t, alone] = await Promise.all([startTestApp({ jobs: false }), startTestApp({ jobs: false, vacancies: false })]);
});
afterAll(async () => {
  await Promise.all([t.close(), alone.close()]);
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
    const w = await world(t);
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
    const internetVacancies = internetVacanciesOf(t.database, t.database);
    const run = (at: number) =>
      sendSavedSearchAlerts({
        db: t.database.db,
        mailer,
        publicUrl: 'https://koers.test',
        now: new Date(at),
        internetVacancies,
      });
    // The developers' mailbox, read as on the main backend's own test app.
    const reader = { ...t, filesDir: '' };
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
    const sent = await t.database.query<{ vacancy_id: string }>(
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
