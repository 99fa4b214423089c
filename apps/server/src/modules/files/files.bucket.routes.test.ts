import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@koers/server-core/config';
import { createFileStorage } from '@koers/server-core/storage/create-file-storage';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import { startS3Server, type TestS3Server } from '@koers/server-core/testing/s3-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { TEST_FILES, uploadDocument, uploadThrough } from '../../testing/uploads';

// The server with S3_BUCKET set, against a real S3-compatible server (s3rver) on loopback: the
// files' bytes go to the bucket over HTTP, none to the instance's DATA_DIR.
let s3: TestS3Server;
let bucket: FileStorage;
beforeAll(async () => {
  s3 = await startS3Server();
  // The test's own view into the bucket, through the same settings.
  bucket = createFileStorage(loadConfig(s3.env));
});
const t = useTestApp(() => ({ env: s3.env }));
afterAll(async () => {
  bucket.close();
  await s3.close();
});

const keyOf = (organizationId: string, fileId: string) => `${organizationId}/${fileId}`;

/** A dossier and its coach, signed in. */
async function coachOfDossier() {
  const coach = await buildPerson(t.database.db, { rights: { coach: true } });
  const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
  return { client: await t.loginAs(coach), dossier };
}

describe('files in an S3-compatible bucket (S3_BUCKET)', () => {
  it('an upload over HTTP lands in the bucket, is read back from it, and is 404 for another organisation', async () => {
    expect((await t.client().get('/ready')).body.checks).toEqual({ database: true, storage: true });
    const { client, dossier } = await coachOfDossier();
    const result = await uploadDocument(client, dossier.id);
    expect(result.status).toBe(200);

    expect(await bucket.size(keyOf(dossier.organizationId, result.fileId))).toBe(TEST_FILES.PDF.length);
    expect(fs.existsSync(path.join(t.filesDir, dossier.organizationId, result.fileId))).toBe(false);

    const download = await client.get(`/api/v1/files/${result.fileId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-length')).toBe(String(TEST_FILES.PDF.length));
    expect(download.text).toBe(TEST_FILES.PDF.toString());

    const stranger = await buildPerson(t.database.db, { rights: { administrator: true } });
    const elsewhere = await (await t.loginAs(stranger)).get(`/api/v1/files/${result.fileId}`);
    expect(elsewhere.status).toBe(404);
  });

  it('a removed document leaves nothing in the bucket', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier, candidate } = await buildDossier(t.database.db, { coaches: [coach] });
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(candidate);
    const profileId = (await client.get('/api/v1/my/profile')).body.data.id as string;
    const cv = await uploadThrough(client, '/api/v1/my/profile/upload_request', {
      filename: 'cv.pdf',
      bytes: TEST_FILES.PDF,
      uploadType: 'resume',
    });
    const added = await client.post(`/api/v1/profile/${profileId}/document`, {
      data: { type: 'documents', attributes: { fileId: cv.fileId, name: 'Mijn cv', kind: 'resume' } },
    });
    expect(added.status).toBe(201);
    expect(await bucket.exists(keyOf(dossier.organizationId, cv.fileId))).toBe(true);
    const documentId = added.body.included[0].id as string;
    expect((await client.delete(`/api/v1/profile/${profileId}/documents/${documentId}`)).status).toBe(204);
    expect(await bucket.exists(keyOf(dossier.organizationId, cv.fileId))).toBe(false);
    expect((await client.get(`/api/v1/files/${cv.fileId}`)).status).toBe(404);
  });

  it('bytes gone from the bucket: the download says so (404), it does not fail', async () => {
    const { client, dossier } = await coachOfDossier();
    const result = await uploadDocument(client, dossier.id, { filename: 'foto.png', bytes: TEST_FILES.PNG });
    await bucket.delete(keyOf(dossier.organizationId, result.fileId));
    const download = await client.get(`/api/v1/files/${result.fileId}`);
    expect(download.status).toBe(404);
    expect(download.body.errors[0].detail).toBe('Dit bestand is niet meer beschikbaar.');
  });
});
