import { createLocalDiskStorage } from '@koers/server-core/storage/local-disk-storage';
import type { ApiClient } from '@koers/server-core/testing/api-client';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppointment, buildDossier, buildSavedSearch } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson, type OrganizationRow, type Person } from '../../testing/factories';
import { connectSocket } from '../../testing/realtime-client';
import { useTestApp } from '../../testing/test-app';
import { uploadDocument } from '../../testing/uploads';
import { deleteExpiredDownloads } from './downloads.service';

const t = useTestApp();

let world: {
  organization: OrganizationRow;
  admin: Person;
  coach: Person;
  candidate: Person;
  dossierId: string;
  stranger: Person;
};

beforeAll(async () => {
  const db = t.database.db;
  const organization = await buildOrganization(db);
  const admin = await buildPerson(db, { organization, rights: { administrator: true } });
  const coach = await buildPerson(db, { organization, rights: { coach: true } });
  const built = await buildDossier(db, { organization, coaches: [coach], name: 'Dirk Downloader' });
  if (!built.candidate) throw new Error('candidate');
  const stranger = await buildPerson(db, { rights: { administrator: true } });
  world = { organization, admin, coach, candidate: built.candidate, dossierId: built.dossier.id, stranger };
  // Something of every kind to export: an uploaded file, a message, so a notification; an
  // appointment and a saved search.
  await buildAppointment(db, {
    organizationId: organization.id,
    dossierId: built.dossier.id,
    note: 'Kennismaken op kantoor',
  });
  const [explorer] = await t.database.query<{ id: string }>(
    `insert into explorers (organization_id, key, name, resource_type, position, index_configuration, detail_configuration)
     values ($1, 'org', 'Vacatures', 'ExplorerVacancy', 1, '{}', '{}') returning id`,
    [organization.id],
  );
  if (!explorer) throw new Error('explorer');
  await buildSavedSearch(db, {
    organizationId: organization.id,
    dossierId: built.dossier.id,
    explorerId: explorer.id,
    name: 'Timmerman dichtbij',
  });
  const coachClient = await t.loginAs(coach);
  expect((await uploadDocument(coachClient, built.dossier.id)).status).toBe(200);
  const conversation = await coachClient.post('/api/v1/conversation', {
    data: {
      type: 'conversations',
      attributes: { subject: 'Kennismaking', content: 'Welkom bij het traject, Dirk!' },
      relationships: { participants: { data: [{ type: 'user_contexts', id: built.candidate.context.id }] } },
    },
  });
  expect(conversation.status, JSON.stringify(conversation.body)).toBe(201);
});

/** POSTs the export and waits on the requester's own Downloads channel until it is ready. */
async function exportAndWait(client: ApiClient, dossierId: string | null) {
  const socket = await connectSocket(t.url, client);
  try {
    expect(await socket.subscribe({ channel: 'Downloads' })).toEqual({ ok: true });
    const response = await client.post('/api/v1/personal_data_exports', {
      data: { type: 'personal_data_exports', attributes: { dossierId } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({ type: 'downloads', attributes: { status: 'pending', url: null } });
    const id = response.body.data.id as string;
    await socket.waitFor({ channel: 'Downloads', type: 'ready', id });
    return id;
  } finally {
    socket.close();
  }
}

async function bytesOf(client: ApiClient, url: string) {
  const response = await fetch(new URL(url, client.baseUrl), {
    headers: { cookie: client.cookie ?? '', 'x-forwarded-for': client.ip },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const jsonIn = (files: Record<string, Uint8Array>, name: string) =>
  JSON.parse(Buffer.from(files[name] ?? new Uint8Array()).toString('utf8')) as Record<string, unknown>[];

describe('POST personal_data_exports — Mijn gegevens downloaden', () => {
  it('makes a ZIP in the background with every part of the dossier and its files; the candidate hears it is ready', async () => {
    const client = await t.loginAs(world.candidate);
    const id = await exportAndWait(client, null);

    const read = await client.get(`/api/v1/downloads/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.attributes).toMatchObject({
      kind: 'personal_data_export',
      status: 'ready',
      progress: 100,
      url: expect.stringContaining(`/api/v1/downloads/${id}/file`),
    });
    const file = await bytesOf(client, read.body.data.attributes.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(file.bytes);
    expect(jsonIn(files, 'dossier.json')[0]).toMatchObject({ id: world.dossierId, client_name: 'Dirk Downloader' });
    expect(jsonIn(files, 'account.json')[0]).toMatchObject({ email: world.candidate.email });
    expect(Object.keys(jsonIn(files, 'account.json')[0] ?? {})).not.toContain('password_hash');
    expect(jsonIn(files, 'berichten.json').map((event) => event.content)).toContain('Welkom bij het traject, Dirk!');
    expect(jsonIn(files, 'meldingen.json').length).toBeGreaterThan(0);
    expect(jsonIn(files, 'trajecten.json')).toHaveLength(1);
    expect(jsonIn(files, 'afspraken.json').map((appointment) => appointment.note)).toEqual(['Kennismaken op kantoor']);
    expect(jsonIn(files, 'bewaarde-zoekopdrachten.json').map((search) => search.name)).toEqual(['Timmerman dichtbij']);
    expect(jsonIn(files, 'inzagelog.json').some((entry) => entry.subject === 'personal_data_export')).toBe(true);
    for (const part of [
      'profiel.json',
      'opgeslagen-vacatures.json',
      'favorieten.json',
      'journaal.json',
      'uitkomst.json',
      'bewaarde-zoekopdrachten.json',
      'showroom-toestemming.json',
      'gedeelde-tips.json',
    ])
      expect(Array.isArray(jsonIn(files, part)), part).toBe(true);
    const uploaded = Object.keys(files).filter((name) => name.startsWith('bestanden/'));
    expect(uploaded).toHaveLength(1);
    expect(Buffer.from(files[uploaded[0] ?? ''] ?? []).toString('latin1')).toMatch(/^%PDF/);

    const notifications = await client.get(`/api/v1/user_contexts/${world.candidate.context.id}/notifications`);
    expect(notifications.body.data.map((n: any) => n.attributes.kind)).toContain('download_ready');
    // Mailed at once (the download job kicks the mail job), with a link for the candidate only.
    await expect
      .poll(async () => {
        const mails = await t.database.query<{ text: string }>(
          "select text from outbox_messages where recipient = $1 and text like '%download staat klaar%'",
          [world.candidate.email],
        );
        return mails.some((mail) => mail.text.includes('/deeplinks/'));
      })
      .toBe(true);
    const list = await client.get('/api/v1/downloads');
    expect(list.body.data.map((d: any) => d.id)).toContain(id);
  });

  it('only whoever asked reads it: a coach or administrator of the organisation, and another organisation, get 404', async () => {
    const id = await exportAndWait(await t.loginAs(world.candidate), null);
    for (const person of [world.coach, world.admin, world.stranger]) {
      const client = await t.loginAs(person);
      expect((await client.get(`/api/v1/downloads/${id}`)).status).toBe(404);
      expect((await bytesOf(client, `/api/v1/downloads/${id}/file?user_context_id=${person.context.id}`)).status).toBe(
        404,
      );
      expect((await client.get('/api/v1/downloads')).body.data.map((d: any) => d.id)).not.toContain(id);
    }
  });

  it('an administrator exports a dossier they name (422 without one, 404 for another organisation); a coach may not', async () => {
    const admin = await t.loginAs(world.admin);
    const missing = await admin.post('/api/v1/personal_data_exports', {
      data: { type: 'personal_data_exports', attributes: {} },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({
      detail: 'Kies het dossier waarvan je de gegevens wilt downloaden.',
      source: { pointer: '/data/attributes/dossierId' },
    });
    const id = await exportAndWait(admin, world.dossierId);
    expect((await admin.get(`/api/v1/downloads/${id}`)).body.data.attributes.status).toBe('ready');
    const stranger = await t.loginAs(world.stranger);
    const elsewhere = await stranger.post('/api/v1/personal_data_exports', {
      data: { type: 'personal_data_exports', attributes: { dossierId: world.dossierId } },
    });
    expect(elsewhere.status).toBe(404);
    const coach = await t.loginAs(world.coach);
    const refused = await coach.post('/api/v1/personal_data_exports', {
      data: { type: 'personal_data_exports', attributes: { dossierId: world.dossierId } },
    });
    expect(refused.status).toBe(403);
  });

  it('a candidate asks for their own dossier only; a bad id is a 422 with its pointer', async () => {
    const other = await buildDossier(t.database.db, { organization: world.organization });
    const client = await t.loginAs(world.candidate);
    const theirs = await client.post('/api/v1/personal_data_exports', {
      data: { type: 'personal_data_exports', attributes: { dossierId: other.dossier.id } },
    });
    expect(theirs.status).toBe(404);
    const bad = await client.post('/api/v1/personal_data_exports', {
      data: { type: 'personal_data_exports', attributes: { dossierId: 'niet-een-id' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source.pointer).toBe('/data/attributes/dossierId');
  });
});

describe('POST organization/{id}/outcome_report_downloads — the report as a download', () => {
  it('makes a CSV for Excel with Dutch settings; 422 for an end before the start; 404 for another organisation', async () => {
    const admin = await t.loginAs(world.admin);
    const path = `/api/v1/organization/${world.organization.id}/outcome_report_downloads`;
    const backwards = await admin.post(path, {
      data: { type: 'outcome_report_downloads', attributes: { from: '2026-06-30', to: '2026-01-01' } },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0]).toMatchObject({
      detail: 'De einddatum mag niet voor de begindatum liggen.',
      source: { pointer: '/data/attributes/to' },
    });
    const socket = await connectSocket(t.url, admin);
    await socket.subscribe({ channel: 'Downloads' });
    const made = await admin.post(path, {
      data: { type: 'outcome_report_downloads', attributes: { from: '2026-01-01', to: '2026-06-30' } },
    });
    expect(made.status).toBe(201);
    await socket.waitFor({ channel: 'Downloads', type: 'ready', id: made.body.data.id });
    socket.close();
    const read = await admin.get(`/api/v1/downloads/${made.body.data.id}`);
    const file = await bytesOf(admin, read.body.data.attributes.url);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain('uitkomsten-2026-01-01-tot-en-met-2026-06-30.csv');
    expect(file.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(file.bytes.subarray(3).toString('utf8').split('\r\n')[0]).toMatch(/^Groep;Naam;Gestart;/);
    const stranger = await t.loginAs(world.stranger);
    const elsewhere = await stranger.post(path, {
      data: { type: 'outcome_report_downloads', attributes: { from: '2026-01-01', to: '2026-06-30' } },
    });
    expect(elsewhere.status).toBe(404);
    const coach = await t.loginAs(world.coach);
    const refused = await coach.post(path, {
      data: { type: 'outcome_report_downloads', attributes: { from: '2026-01-01', to: '2026-06-30' } },
    });
    expect(refused.status).toBe(403);
  });
});

describe('housekeeping — downloads expire after seven days', () => {
  it('removes the row and its stored file once expired, not before', async () => {
    const client = await t.loginAs(world.candidate);
    const id = await exportAndWait(client, null);
    const storage = createLocalDiskStorage(t.filesDir);
    const key = `${world.organization.id}/${id}`;
    expect(await storage.exists(key)).toBe(true);
    await deleteExpiredDownloads(t.database.db, storage, new Date(Date.now() + 6 * 24 * 3600 * 1000));
    expect((await client.get(`/api/v1/downloads/${id}`)).status).toBe(200);
    await deleteExpiredDownloads(t.database.db, storage, new Date(Date.now() + 8 * 24 * 3600 * 1000));
    expect((await client.get(`/api/v1/downloads/${id}`)).status).toBe(404);
    expect(await storage.exists(key)).toBe(false);
  });
});
