import type { Actor } from '@koers/shared';

/**
 * Where the browser fetches a stored file. The user context rides along so an <img> or a
 * download link works without the web app adding it.
 */
export function fileUrl(actor: Actor, fileId: string | null): string | null {
  return fileId ? `/api/v1/files/${fileId}?user_context_id=${actor.userContextId}` : null;
}
