import type { ApiClient } from '@koers/server-core/testing/api-client';
import { expect } from 'vitest';

/** Tiny real files, so the type checks see what a browser would send. */
export const TEST_FILES = {
  PNG: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  PDF: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

/** PUTs raw bytes the way the web app does: same origin, frontend host header, session cookie. */
export async function putBytes(
  client: ApiClient,
  url: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) {
  const response = await fetch(new URL(url, client.baseUrl), {
    method: 'PUT',
    headers: {
      cookie: client.cookie ?? '',
      origin: client.origin,
      'x-frontend-host': new URL(client.origin).host,
      'content-type': contentType,
      'x-forwarded-for': client.ip,
    },
    body: bytes,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

/** Both steps of an upload (SPEC §7): the request at `path` (201), then the bytes to its URL. */
export async function uploadThrough(
  client: ApiClient,
  path: string,
  file: { filename: string; bytes: Buffer; uploadType: string },
) {
  const requested = await client.post(path, {
    data: {
      type: 'upload_requests',
      attributes: { filename: file.filename, filesize: file.bytes.length, uploadType: file.uploadType },
    },
  });
  expect(requested.status).toBe(201);
  const result = await putBytes(client, requested.body.data.attributes.url, file.bytes);
  return {
    ...result,
    fileId: requested.body.data.attributes.fileId as string,
    url: requested.body.data.attributes.url as string,
  };
}

/** A document of the dossier (a PDF unless told otherwise), uploaded over HTTP by `client`. */
export function uploadDocument(
  client: ApiClient,
  dossierId: string,
  file: { filename: string; bytes: Buffer } = { filename: 'intake.pdf', bytes: TEST_FILES.PDF },
) {
  return uploadThrough(client, `/api/v1/dossier/${dossierId}/upload_request`, { ...file, uploadType: 'document' });
}
