import { apiRequest, resourceBody } from '../../../lib/api-client';

/** POST profile/{id}/social_media: the whole list of links. */
export async function saveSocialMedia(profileId: string, links: Array<{ platform: string; url: string }>) {
  await apiRequest(`/profile/${encodeURIComponent(profileId)}/social_media`, {
    method: 'POST',
    body: resourceBody('social_media_links', { links }),
  });
}
