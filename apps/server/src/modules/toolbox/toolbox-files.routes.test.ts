import { existsSync } from 'node:fs';
import type { ApiClient } from '@koers/server-core/testing/api-client';
import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { putBytes, TEST_FILES, uploadThrough } from '../../testing/uploads';

const t = useTestApp();
const { PDF } = TEST_FILES;

async function signIn(person: { email: string }) {
  const client = t.client();
  await client.login(person.email, TEST_PASSWORD);
  return client;
}

/** A coach with a tip and two candidates of their own, all logged in. */
async function team() {
  const coach = await buildPerson(t.database.db, { rights: { coach: true } });
  const first = await buildDossier(t.database.db, { coaches: [coach] });
  const second = await buildDossier(t.database.db, { coaches: [coach] });
  if (!first.candidate || !second.candidate) throw new Error('candidate');
  const coachClient = await signIn(coach);
  const created = await coachClient.post('/api/v1/toolbox_items', {
    data: { type: 'toolbox_items', attributes: { title: 'Gespreksvoorbereiding', text: 'Lees de bijlage.' } },
  });
  expect(created.status).toBe(201);
  return {
    coach,
    coachClient,
    itemId: created.body.data.id as string,
    organizationId: first.dossier.organizationId,
    daan: { dossierId: first.dossier.id, client: await signIn(first.candidate) },
    eva: { dossierId: second.dossier.id, client: await signIn(second.candidate) },
  };
}

const attach = (client: ApiClient, itemId: string, filename = 'checklist.pdf', bytes = PDF) =>
  uploadThrough(client, `/api/v1/toolbox_item/${itemId}/upload_request`, { filename, bytes, uploadType: 'document' });

const shareWith = (client: ApiClient, itemId: string, attributes: Record<string, unknown>) =>
  client.post(`/api/v1/toolbox_item/${itemId}/shares`, { data: { type: 'toolbox_shares', attributes } });

describe('files on a toolbox tip', () => {
  it('a coach attaches a file; the candidate it is shared with downloads it, another candidate gets 404', async () => {
    const { coachClient, itemId, daan, eva } = await team();
    const uploaded = await attach(coachClient, itemId);
    expect(uploaded.status).toBe(200);

    const tip = await coachClient.get(`/api/v1/toolbox_item/${itemId}`);
    expect(tip.body.data.attributes.files).toEqual([
      {
        id: uploaded.fileId,
        filename: 'checklist.pdf',
        contentType: 'application/pdf',
        byteSize: PDF.length,
        url: expect.stringContaining(`/api/v1/files/${uploaded.fileId}`),
      },
    ]);
    const asCoach = await coachClient.get(`/api/v1/files/${uploaded.fileId}`);
    expect(asCoach.status).toBe(200);
    expect(asCoach.text).toBe(PDF.toString());

    // Not shared yet: the candidates do not get it.
    expect((await daan.client.get(`/api/v1/files/${uploaded.fileId}`)).status).toBe(404);

    await shareWith(coachClient, itemId, { audience: 'candidate', dossierId: daan.dossierId });
    const essential = await daan.client.get(`/api/v1/my/essential/${itemId}`);
    expect(essential.body.data.attributes.files).toMatchObject([{ id: uploaded.fileId, filename: 'checklist.pdf' }]);
    const download = await daan.client.get(essential.body.data.attributes.files[0].url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('checklist.pdf');
    expect(download.text).toBe(PDF.toString());
    expect((await eva.client.get(`/api/v1/files/${uploaded.fileId}`)).status).toBe(404);

    // Shared with everyone: Eva too.
    await shareWith(coachClient, itemId, { audience: 'all' });
    expect((await eva.client.get(`/api/v1/files/${uploaded.fileId}`)).status).toBe(200);
    expect((await eva.client.get('/api/v1/my/essentials')).body.data[0].attributes.files).toHaveLength(1);
  });

  it('keeps a tip’s file in its organisation: 404 to the coach and candidate of another', async () => {
    const ours = await team();
    const theirs = await team();
    const uploaded = await attach(ours.coachClient, ours.itemId);
    await shareWith(ours.coachClient, ours.itemId, { audience: 'all' });
    expect((await theirs.coachClient.get(`/api/v1/files/${uploaded.fileId}`)).status).toBe(404);
    expect((await theirs.daan.client.get(`/api/v1/files/${uploaded.fileId}`)).status).toBe(404);
    const foreignUpload = await theirs.coachClient.post(`/api/v1/toolbox_item/${ours.itemId}/upload_request`, {
      data: { type: 'upload_requests', attributes: { filename: 'x.pdf', filesize: 10, uploadType: 'document' } },
    });
    expect(foreignUpload.status).toBe(404);
    expect(
      (await theirs.coachClient.delete(`/api/v1/toolbox_item/${ours.itemId}/files/${uploaded.fileId}`)).status,
    ).toBe(404);
    // Candidates do not attach files.
    const byCandidate = await ours.daan.client.post(`/api/v1/toolbox_item/${ours.itemId}/upload_request`, {
      data: { type: 'upload_requests', attributes: { filename: 'x.pdf', filesize: 10, uploadType: 'document' } },
    });
    expect(byCandidate.status).toBe(403);
  });

  it('refuses a file of a type uploads refuse, by name and by content, at the field (422)', async () => {
    const { coachClient, itemId } = await team();
    const request = (attributes: Record<string, unknown>) =>
      coachClient.post(`/api/v1/toolbox_item/${itemId}/upload_request`, {
        data: { type: 'upload_requests', attributes },
      });
    const exe = await request({ filename: 'setup.exe', filesize: 100, uploadType: 'document' });
    expect(exe.status).toBe(422);
    expect(exe.body.errors[0]).toMatchObject({
      detail: expect.stringMatching(/^Uploaden van documenten mislukt: dit soort bestand wordt niet ondersteund/),
      source: { pointer: '/data/attributes/filename' },
    });
    const big = await request({ filename: 'groot.pdf', filesize: 11 * 1024 * 1024, uploadType: 'document' });
    expect(big.status).toBe(422);
    expect(big.body.errors[0].source.pointer).toBe('/data/attributes/filesize');
    const photo = await request({ filename: 'foto.png', filesize: 100, uploadType: 'profile_image' });
    expect(photo.status).toBe(422);
    expect(photo.body.errors[0].source.pointer).toBe('/data/attributes/uploadType');

    // A PDF by name whose bytes are a page of HTML: refused when the bytes arrive, nothing attached.
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = await request({ filename: 'tip.pdf', filesize: html.length, uploadType: 'document' });
    expect(disguised.status).toBe(201);
    const sent = await putBytes(coachClient, disguised.body.data.attributes.url, html);
    expect(sent.status).toBe(422);
    expect((await coachClient.get(`/api/v1/toolbox_item/${itemId}`)).body.data.attributes.files).toEqual([]);
  });

  it('removes the stored file with the file, and all files with the tip', async () => {
    const { coachClient, itemId, organizationId, daan } = await team();
    const first = await attach(coachClient, itemId, 'een.pdf');
    const second = await attach(coachClient, itemId, 'twee.pdf');
    await shareWith(coachClient, itemId, { audience: 'candidate', dossierId: daan.dossierId });
    const stored = (fileId: string) => existsSync(`${t.filesDir}/${organizationId}/${fileId}`);
    expect(stored(first.fileId) && stored(second.fileId)).toBe(true);

    expect((await daan.client.delete(`/api/v1/toolbox_item/${itemId}/files/${first.fileId}`)).status).toBe(403);
    expect((await coachClient.delete(`/api/v1/toolbox_item/${itemId}/files/${first.fileId}`)).status).toBe(204);
    expect(stored(first.fileId)).toBe(false);
    expect((await daan.client.get(`/api/v1/files/${first.fileId}`)).status).toBe(404);
    const left = (await coachClient.get(`/api/v1/toolbox_item/${itemId}`)).body.data.attributes.files;
    expect(left.map((file: { filename: string }) => file.filename)).toEqual(['twee.pdf']);

    expect((await coachClient.delete(`/api/v1/toolbox_item/${itemId}`)).status).toBe(204);
    expect(stored(second.fileId)).toBe(false);
    expect((await coachClient.get(`/api/v1/files/${second.fileId}`)).status).toBe(404);
  });

  it('does not remove a file of another tip through this one', async () => {
    const { coachClient, itemId } = await team();
    const other = await coachClient.post('/api/v1/toolbox_items', {
      data: { type: 'toolbox_items', attributes: { title: 'Ander', text: 'Andere tip.' } },
    });
    const uploaded = await attach(coachClient, other.body.data.id);
    expect((await coachClient.delete(`/api/v1/toolbox_item/${itemId}/files/${uploaded.fileId}`)).status).toBe(404);
    expect((await coachClient.get(`/api/v1/files/${uploaded.fileId}`)).status).toBe(200);
  });
});
