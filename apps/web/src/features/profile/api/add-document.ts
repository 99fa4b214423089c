import { apiRequest, resourceBody } from '../../../lib/api-client';

/** POST profile/{id}/document: an uploaded file becomes the résumé or another document. */
export async function addDocument(
  profileId: string,
  attributes: { fileId: string; name: string; kind: 'resume' | 'other'; visibility: 'narrow' | 'wide' },
) {
  await apiRequest(`/profile/${encodeURIComponent(profileId)}/document`, {
    method: 'POST',
    body: resourceBody('documents', attributes),
  });
}
