import type { ApiClient } from '@koers/server-core/testing/api-client';
import { DOCX, ODT } from '@koers/server-core/testing/zip';
import { FEATURE_FLAGS } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { putBytes, TEST_FILES, uploadThrough } from '../../testing/uploads';

const t = useTestApp();

// Real (tiny) files, so the type checks see what a browser would send.
const { PNG, PDF } = TEST_FILES;
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const uploadRequest = (filename: string, filesize: number, uploadType: string) => ({
  data: { type: 'upload_requests', attributes: { filename, filesize, uploadType } },
});

const put = putBytes;

const upload = (client: ApiClient, path: string, filename: string, bytes: Buffer, uploadType: string) =>
  uploadThrough(client, path, { filename, bytes, uploadType });

describe('upload requests', () => {
  it('give a signed, expiring URL for a candidate’s own profile', async () => {
    const { candidate } = await buildDossier(t.database.db);
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(candidate);
    const response = await client.post(
      '/api/v1/my/profile/upload_request',
      uploadRequest('pasfoto.png', PNG.length, 'profile_image'),
    );
    expect(response.status).toBe(201);
    expect(response.body.data.attributes).toMatchObject({
      method: 'PUT',
      url: expect.stringMatching(/^\/api\/v1\/uploads\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}&user_context_id=/),
      maxBytes: 5 * 1024 * 1024,
    });
    expect(new Date(response.body.data.attributes.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('refuse a file over the limit and an unsupported name with the SPEC §5 texts (422)', async () => {
    const { candidate } = await buildDossier(t.database.db);
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(candidate);
    const big = await client.post(
      '/api/v1/my/profile/upload_request',
      uploadRequest('foto.jpg', 6 * 1024 * 1024, 'profile_image'),
    );
    expect(big.status).toBe(422);
    expect(big.body.errors[0]).toMatchObject({
      detail: 'Verwerken van afbeeldingen mislukt: het bestand is groter dan 5 MB.',
      source: { pointer: '/data/attributes/filesize' },
    });
    const script = await client.post('/api/v1/my/profile/upload_request', uploadRequest('cv.exe', 100, 'resume'));
    expect(script.status).toBe(422);
    expect(script.body.errors[0].detail).toMatch(
      /^Uploaden van documenten mislukt: dit soort bestand wordt niet ondersteund/,
    );
    expect(script.body.errors[0].source.pointer).toBe('/data/attributes/filename');
    const unknownType = await client.post('/api/v1/my/profile/upload_request', uploadRequest('cv.pdf', 100, 'virus'));
    expect(unknownType.body.errors[0].source.pointer).toBe('/data/attributes/uploadType');
  });

  it('for a dossier: the coach yes, a colleague without the right 403, another organisation 404', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const colleague = await buildPerson(t.database.db, { organization: coach.organization, rights: { coach: true } });
    const stranger = await buildPerson(t.database.db, { rights: { administrator: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    const path = `/api/v1/dossier/${dossier.id}/upload_request`;
    const body = uploadRequest('cv.pdf', PDF.length, 'resume');
    expect((await (await t.loginAs(coach)).post(path, body)).status).toBe(201);
    expect((await (await t.loginAs(colleague)).post(path, body)).status).toBe(403);
    expect((await (await t.loginAs(stranger)).post(path, body)).status).toBe(404);
    expect((await t.client().post(path, body)).status).toBe(401);
  });

  it('a coach uploads a profile photo only with EditProfileAsCoach, documents without it', async () => {
    const organization = await buildOrganization(t.database.db, {
      features: FEATURE_FLAGS.filter((flag) => flag !== 'EditProfileAsCoach'),
    });
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    const client = await t.loginAs(coach);
    const path = `/api/v1/dossier/${dossier.id}/upload_request`;
    expect((await client.post(path, uploadRequest('foto.png', PNG.length, 'profile_image'))).status).toBe(403);
    expect((await client.post(path, uploadRequest('cv.pdf', PDF.length, 'resume'))).status).toBe(201);
  });
});

describe('PUT to the signed URL', () => {
  it('stores the file once; the URL cannot be used again', async () => {
    const { candidate } = await buildDossier(t.database.db);
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(candidate);
    const result = await upload(client, '/api/v1/my/profile/upload_request', 'pasfoto.png', PNG, 'profile_image');
    expect(result.status).toBe(200);
    expect(result.body.data.attributes).toMatchObject({
      contentType: 'image/png',
      byteSize: PNG.length,
      status: 'stored',
    });
    const again = await put(client, result.url, PNG);
    expect(again.status).toBe(422);
    expect(again.body.errors[0].detail).toBe(
      'Verwerken van afbeeldingen mislukt: de uploadlink is verlopen of al gebruikt. Probeer het opnieuw.',
    );
  });

  it('refuses type spoofing: HTML named .png, a program named .pdf, a PDF named .docx', async () => {
    const { candidate } = await buildDossier(t.database.db);
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(candidate);
    const html = await upload(client, '/api/v1/my/profile/upload_request', 'foto.png', HTML, 'profile_image');
    expect(html.status).toBe(422);
    expect(html.body.errors[0].detail).toBe(
      'Verwerken van afbeeldingen mislukt: de inhoud van het bestand is geen JPG, PNG, WebP of GIF.',
    );
    const exe = await upload(client, '/api/v1/my/profile/upload_request', 'cv.pdf', EXE, 'resume');
    expect(exe.status).toBe(422);
    expect(exe.body.errors[0].detail).toMatch(/^Uploaden van documenten mislukt: de inhoud van het bestand is geen /);
    const renamed = await upload(client, '/api/v1/my/profile/upload_request', 'cv.docx', PDF, 'resume');
    expect(renamed.status).toBe(422);
    const asImage = await upload(client, '/api/v1/my/profile/upload_request', 'foto.png', PDF, 'profile_image');
    expect(asImage.status).toBe(422);
  });

  it('refuses a renamed file where both types are allowed: a PDF named .png, a PNG named .pdf (documents)', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    const client = await t.loginAs(coach);
    const path = `/api/v1/dossier/${dossier.id}/upload_request`;
    const pdfAsPng = await upload(client, path, 'scan.png', PDF, 'document');
    expect(pdfAsPng.status).toBe(422);
    expect(pdfAsPng.body.errors[0].detail).toMatch(
      /^Uploaden van documenten mislukt: de inhoud van het bestand is geen /,
    );
    expect((await upload(client, path, 'scan.pdf', PNG, 'document')).status).toBe(422);
    expect((await upload(client, path, 'scan.pdf', PDF, 'document')).status).toBe(200);
  });

  it('stores Word and OpenDocument files by what their archive holds', async () => {
    const { candidate } = await buildDossier(t.database.db);
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(candidate);
    const docx = await upload(client, '/api/v1/my/profile/upload_request', 'cv.docx', DOCX, 'resume');
    expect(docx.status).toBe(200);
    expect(docx.body.data.attributes.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const odt = await upload(client, '/api/v1/my/profile/upload_request', 'cv.odt', ODT, 'resume');
    expect(odt.status).toBe(200);
    expect(odt.body.data.attributes.contentType).toBe('application/vnd.oasis.opendocument.text');
    expect((await upload(client, '/api/v1/my/profile/upload_request', 'cv.odt', DOCX, 'resume')).status).toBe(422);
  });

  it('refuses a body that differs from the announced size, and one beyond the largest limit', async () => {
    const { candidate } = await buildDossier(t.database.db);
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(candidate);
    const requested = await client.post('/api/v1/my/profile/upload_request', uploadRequest('cv.pdf', 10, 'resume'));
    const mismatch = await put(client, requested.body.data.attributes.url, PDF);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors[0].detail).toBe(
      'Uploaden van documenten mislukt: het ontvangen bestand is niet zo groot als aangekondigd. Probeer het opnieuw.',
    );
    const huge = await client.post('/api/v1/my/profile/upload_request', uploadRequest('cv.pdf', 1000, 'resume'));
    const tooLarge = await put(
      client,
      huge.body.data.attributes.url,
      Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors[0].detail).toBe('Uploaden van documenten mislukt: het bestand is groter dan 10 MB.');
  });

  it('only the user context that asked may use the URL', async () => {
    const { candidate, organization } = await buildDossier(t.database.db);
    const { candidate: other } = await buildDossier(t.database.db, { organization });
    if (!candidate || !other) throw new Error('candidates');
    const owner = await t.loginAs(candidate);
    const requested = await owner.post(
      '/api/v1/my/profile/upload_request',
      uploadRequest('foto.png', PNG.length, 'profile_image'),
    );
    const thief = await t.loginAs(other);
    const url = requested.body.data.attributes.url.replace(
      /user_context_id=[^&]+/,
      `user_context_id=${other.context.id}`,
    );
    expect((await put(thief, url, PNG)).status).toBe(404);
    expect((await put(thief, requested.body.data.attributes.url, PNG)).status).toBe(403);
  });
});

describe('GET files/{id}', () => {
  it('serves a stored file as attachment with nosniff, logs the download, and hides it from other organisations', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    const client = await t.loginAs(coach);
    const result = await upload(client, `/api/v1/dossier/${dossier.id}/upload_request`, 'cv "Daan".pdf', PDF, 'resume');
    expect(result.status).toBe(200);
    const response = await client.get(`/api/v1/files/${result.fileId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="cv Daan.pdf"; filename*=UTF-8''cv%20Daan.pdf`,
    );
    expect(response.text).toBe(PDF.toString());
    const log = await client.get(`/api/v1/dossier/${dossier.id}/access_logs`);
    expect(log.body.data[0].attributes).toMatchObject({
      action: 'download',
      subject: 'file',
      subjectId: result.fileId,
    });
    const stranger = await buildPerson(t.database.db, { rights: { administrator: true } });
    expect((await (await t.loginAs(stranger)).get(`/api/v1/files/${result.fileId}`)).status).toBe(404);
  });

  it('a file attached to nothing follows the dossier policy: staff who handle it and its uploader, not the candidate', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier, candidate } = await buildDossier(t.database.db, { coaches: [coach] });
    if (!candidate) throw new Error('candidate');
    const coachClient = await t.loginAs(coach);
    const candidateClient = await t.loginAs(candidate);
    const path = `/api/v1/dossier/${dossier.id}/upload_request`;
    const working = await upload(coachClient, path, 'werkaantekening.pdf', PDF, 'document');
    expect(working.status).toBe(200);
    expect((await coachClient.get(`/api/v1/files/${working.fileId}`)).status).toBe(200);
    const guessed = await candidateClient.get(`/api/v1/files/${working.fileId}`);
    expect(guessed.status).toBe(404);
    expect(guessed.text).not.toContain('%PDF');

    // Attached as a narrow document it stays hidden; a wide one the candidate sees.
    const profile = await coachClient.get(`/api/v1/dossier/${dossier.id}/profile`);
    const attach = (fileId: string, visibility: string) =>
      coachClient.post(`/api/v1/profile/${profile.body.data.id}/document`, {
        data: { type: 'documents', attributes: { fileId, name: 'Aantekening', kind: 'other', visibility } },
      });
    expect((await attach(working.fileId, 'narrow')).status).toBe(201);
    expect((await candidateClient.get(`/api/v1/files/${working.fileId}`)).status).toBe(404);
    const shared = await upload(coachClient, path, 'afspraken.pdf', PDF, 'document');
    expect((await attach(shared.fileId, 'wide')).status).toBe(201);
    expect((await candidateClient.get(`/api/v1/files/${shared.fileId}`)).status).toBe(200);

    // What the candidate uploads themselves they can see before attaching it.
    const own = await upload(candidateClient, '/api/v1/my/profile/upload_request', 'cv.pdf', PDF, 'resume');
    expect((await candidateClient.get(`/api/v1/files/${own.fileId}`)).status).toBe(200);
  });

  it('a file of a dossier one may not see answers 404 like a file that does not exist', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    const colleague = await buildPerson(t.database.db, { organization: coach.organization, rights: { coach: true } });
    const stored = await upload(
      await t.loginAs(coach),
      `/api/v1/dossier/${dossier.id}/upload_request`,
      'cv.pdf',
      PDF,
      'document',
    );
    const client = await t.loginAs(colleague);
    const hidden = await client.get(`/api/v1/files/${stored.fileId}`);
    const missing = await client.get(`/api/v1/files/${crypto.randomUUID()}`);
    expect([hidden.status, missing.status]).toEqual([404, 404]);
    expect(hidden.body).toEqual(missing.body);
  });

  it('a pending upload is not served', async () => {
    const { candidate } = await buildDossier(t.database.db);
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(candidate);
    const requested = await client.post(
      '/api/v1/my/profile/upload_request',
      uploadRequest('foto.png', PNG.length, 'profile_image'),
    );
    expect((await client.get(`/api/v1/files/${requested.body.data.attributes.fileId}`)).status).toBe(404);
  });
});
