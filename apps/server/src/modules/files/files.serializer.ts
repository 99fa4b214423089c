import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import { type Actor, UPLOAD_RULES } from '@koers/shared';
import type { StoredFileRow } from './files.repository';

export function serializeFile(file: StoredFileRow): Resource {
  return resource('files', file.id, {
    filename: file.filename,
    uploadType: file.uploadType,
    contentType: file.contentType,
    byteSize: file.byteSize,
    status: file.status,
  });
}

/** The answer to an upload request (SPEC §7): where to PUT the bytes, until when, and how many. */
export function serializeUploadRequest(actor: Actor, file: StoredFileRow, token: string): Resource {
  const params = new URLSearchParams({ token, user_context_id: actor.userContextId });
  return resource('upload_requests', file.id, {
    url: `/api/v1/uploads/${file.id}?${params.toString()}`,
    method: 'PUT',
    expiresAt: file.uploadExpiresAt?.toISOString() ?? null,
    maxBytes: UPLOAD_RULES[file.uploadType].maxBytes,
    fileId: file.id,
  });
}
