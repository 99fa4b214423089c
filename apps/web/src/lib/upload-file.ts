import { formatMegabytes, UPLOAD_RULES, type UploadType, uploadFailureMessage } from '@koers/shared/uploads';
import {
  type ApiDocument,
  ApiError,
  type ApiErrorObject,
  type ApiResource,
  apiRequest,
  resourceBody,
} from './api-client';

type UploadRequest = { url: string; method: 'PUT'; expiresAt: string; maxBytes: number; fileId: string };

/**
 * An upload in two steps (SPEC §7): POST `requestPath` (…/upload_request) with filename, filesize and
 * uploadType, then PUT the bytes to the signed URL. Returns the file's id; failures are
 * ApiErrors whose detail already carries the SPEC §5 text.
 */
export async function uploadFile(requestPath: string, file: File, uploadType: UploadType): Promise<string> {
  const rule = UPLOAD_RULES[uploadType];
  if (file.size > rule.maxBytes) {
    throw new ApiError(422, [
      {
        code: 'uploads.too_large',
        detail: uploadFailureMessage(rule.kind, `het bestand is groter dan ${formatMegabytes(rule.maxBytes)}.`),
      },
    ]);
  }
  const doc = await apiRequest<ApiDocument<ApiResource<UploadRequest>>>(requestPath, {
    method: 'POST',
    body: resourceBody('upload_requests', { filename: file.name, filesize: file.size, uploadType }),
  });
  const target = doc.data.attributes;
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/octet-stream', 'x-frontend-host': window.location.host },
      body: file,
    });
  } catch {
    throw new ApiError(0, [
      { code: 'network', detail: uploadFailureMessage(rule.kind, 'geen verbinding met de server.') },
    ]);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: ApiErrorObject[] } | null;
    throw new ApiError(
      response.status,
      body?.errors ?? [{ detail: uploadFailureMessage(rule.kind, 'onbekende fout.') }],
    );
  }
  return target.fileId;
}
