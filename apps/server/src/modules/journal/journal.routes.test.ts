import { todayInAmsterdam } from '@koers/shared/calendar';
import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { uploadThrough } from '../../testing/uploads';

const t = useTestApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const entryBody = (attributes: Record<string, unknown>) => ({ data: { type: 'journal_entries', attributes } });
const valid = (overrides: Record<string, unknown> = {}) =>
  entryBody({
    occurredOn: '2026-03-02',
    kind: 'conversation',
    text: 'Intakegesprek: wil graag in de bouw aan de slag.',
    visibility: 'team',
    ...overrides,
  });

/** A coach logged in, with a dossier of theirs whose candidate can log in. */
async function coachWithDossier() {
  const coach = await buildPerson(t.database.db, { rights: { coach: true } });
  const built = await buildDossier(t.database.db, { coaches: [coach] });
  if (!built.candidate) throw new Error('candidate');
  const client = await t.loginAs(coach);
  return {
    coach,
    ...built,
    candidate: built.candidate,
    client,
    path: `/api/v1/dossier/${built.dossier.id}/journal_entries`,
  };
}

async function accessLog(coachClient: { get: (path: string) => Promise<any> }, dossierId: string) {
  const log = await coachClient.get(`/api/v1/dossier/${dossierId}/access_logs`);
  return (log.body.data as Array<{ attributes: { action: string; subject: string } }>).map(
    (entry) => `${entry.attributes.action} ${entry.attributes.subject}`,
  );
}

describe('journal entries of a dossier', () => {
  it('a coach writes, changes and removes entries; reads and writes are in the access log', async () => {
    const { client, path, dossier } = await coachWithDossier();
    const created = await client.post(path, valid());
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      occurredOn: '2026-03-02',
      kind: 'conversation',
      visibility: 'team',
      attachments: [],
      createdByName: expect.any(String),
    });
    expect(created.body.data.meta.can).toEqual({ update: true, delete: true });
    const id = created.body.data.id as string;

    const changed = await client.patch(
      `/api/v1/journal_entry/${id}`,
      valid({ kind: 'phone', visibility: 'candidate' }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({ kind: 'phone', visibility: 'candidate' });

    const list = await client.get(path, { query: { 'filter[kind]': 'phone,email' } });
    expect(list.body.data.map((entry: { id: string }) => entry.id)).toEqual([id]);
    expect(list.body.meta).toMatchObject({ count: 1, can: { create: true } });
    const none = await client.get(path, { query: { 'filter[kind]': 'email' } });
    expect(none.body.data).toEqual([]);
    const badFilter = await client.get(path, { query: { 'filter[kind]': 'brief' } });
    expect(badFilter.status).toBe(400);

    expect((await client.delete(`/api/v1/journal_entry/${id}`)).status).toBe(204);
    expect((await client.get(`/api/v1/journal_entry/${id}`)).status).toBe(404);
    const log = await accessLog(client, dossier.id);
    expect(log).toEqual(
      expect.arrayContaining(['create journal_entry', 'update journal_entry', 'delete journal_entry', 'read journal']),
    );
  });

  it('the candidate reads only the entries meant for them, never a team-only one (nor its file)', async () => {
    const { client, path, candidate, dossier } = await coachWithDossier();
    const upload = await uploadThrough(client, `/api/v1/dossier/${dossier.id}/upload_request`, {
      filename: 'verslag.pdf',
      bytes: PDF,
      uploadType: 'document',
    });
    const teamOnly = await client.post(path, valid({ text: 'Twijfels over motivatie.', fileIds: [upload.fileId] }));
    expect(teamOnly.status).toBe(201);
    expect(teamOnly.body.data.attributes.attachments).toEqual([
      expect.objectContaining({ fileId: upload.fileId, filename: 'verslag.pdf' }),
    ]);
    const shared = await client.post(
      path,
      valid({ visibility: 'candidate', text: 'Afgesproken: drie sollicitaties.' }),
    );

    const own = await t.loginAs(candidate);
    const list = await own.get(path);
    expect(list.status).toBe(200);
    expect(list.body.data.map((entry: { id: string }) => entry.id)).toEqual([shared.body.data.id]);
    expect(list.body.meta).toMatchObject({ count: 1, can: { create: false } });
    expect(list.body.data[0].meta.can).toEqual({ update: false, delete: false });
    expect((await own.get(`/api/v1/journal_entry/${shared.body.data.id}`)).status).toBe(200);
    expect((await own.get(`/api/v1/journal_entry/${teamOnly.body.data.id}`)).status).toBe(404);
    expect((await own.get(`/api/v1/files/${upload.fileId}`)).status).toBe(404);
    expect((await client.get(`/api/v1/files/${upload.fileId}`)).status).toBe(200);

    // Writing is for the team.
    expect((await own.post(path, valid())).status).toBe(403);
    expect((await own.patch(`/api/v1/journal_entry/${shared.body.data.id}`, valid())).status).toBe(403);
    expect((await own.delete(`/api/v1/journal_entry/${shared.body.data.id}`)).status).toBe(403);
  });

  it('422 with Dutch texts at the field', async () => {
    const { client, path } = await coachWithDossier();
    const missing = await client.post(path, entryBody({ kind: 'brief', text: '  ', visibility: 'iedereen' }));
    expect(missing.status).toBe(422);
    const byPointer = Object.fromEntries(
      missing.body.errors.map((error: { source: { pointer: string }; detail: string }) => [
        error.source.pointer,
        error.detail,
      ]),
    );
    expect(byPointer).toEqual({
      '/data/attributes/occurredOn': 'Vul een datum in.',
      '/data/attributes/kind': 'Kies een soort contact.',
      '/data/attributes/text': 'Vul een tekst in.',
      '/data/attributes/visibility': 'Kies wie deze notitie mag lezen.',
    });
    const tomorrow = new Date(`${todayInAmsterdam()}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const future = await client.post(path, valid({ occurredOn: tomorrow.toISOString().slice(0, 10) }));
    expect(future.status).toBe(422);
    expect(future.body.errors[0]).toMatchObject({
      detail: 'De datum van een journaalnotitie mag niet in de toekomst liggen.',
      source: { pointer: '/data/attributes/occurredOn' },
    });
    const strangeFile = await client.post(path, valid({ fileIds: ['0190a0a0-0000-7000-8000-000000000000'] }));
    expect(strangeFile.status).toBe(422);
    expect(strangeFile.body.errors[0].source.pointer).toBe('/data/attributes/fileIds/0');
  });

  it('a file goes with one entry only, and goes when the entry takes it off', async () => {
    const { client, path, dossier } = await coachWithDossier();
    const upload = await uploadThrough(client, `/api/v1/dossier/${dossier.id}/upload_request`, {
      filename: 'cv.pdf',
      bytes: PDF,
      uploadType: 'document',
    });
    const first = await client.post(path, valid({ fileIds: [upload.fileId] }));
    expect(first.status).toBe(201);
    const second = await client.post(path, valid({ fileIds: [upload.fileId] }));
    expect(second.status).toBe(422);
    expect(second.body.errors[0].source.pointer).toBe('/data/attributes/fileIds/0');
    const without = await client.patch(`/api/v1/journal_entry/${first.body.data.id}`, valid({ fileIds: [] }));
    expect(without.body.data.attributes.attachments).toEqual([]);
    expect((await client.get(`/api/v1/files/${upload.fileId}`)).status).toBe(404);
  });

  it('403 for a coach of another candidate and on an archived dossier; 404 from another organisation', async () => {
    const { coach, client, path, dossier } = await coachWithDossier();
    const created = await client.post(path, valid());
    const entryPath = `/api/v1/journal_entry/${created.body.data.id}`;

    const colleague = await buildPerson(t.database.db, { organization: coach.organization, rights: { coach: true } });
    const other = await t.loginAs(colleague);
    expect((await other.get(path)).status).toBe(403);
    expect((await other.post(path, valid())).status).toBe(403);
    expect((await other.get(entryPath)).status).toBe(403);

    const stranger = await buildPerson(t.database.db, { rights: { administrator: true, coach: true } });
    const elsewhere = await t.loginAs(stranger);
    expect((await elsewhere.get(path)).status).toBe(404);
    expect((await elsewhere.post(path, valid())).status).toBe(404);
    expect((await elsewhere.get(entryPath)).status).toBe(404);
    expect((await elsewhere.patch(entryPath, valid())).status).toBe(404);
    expect((await elsewhere.delete(entryPath)).status).toBe(404);

    const contact = await buildPerson(t.database.db, { organization: coach.organization, userType: 'contact' });
    expect((await (await t.loginAs(contact)).get(path)).status).toBe(403);

    expect((await client.post(`/api/v1/dossier/${dossier.id}/archive`)).status).toBe(200);
    const archived = await client.post(path, valid());
    expect(archived.status).toBe(422);
    expect(archived.body.errors[0].code).toBe('dossiers.archived');
    expect((await client.get(path)).status).toBe(200);
  });
});
