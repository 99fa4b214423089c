import { apiRequest, resourceBody } from '../../../lib/api-client';

/** POST profile/{id}/video: the whole list of videos. */
export async function saveVideos(profileId: string, videos: Array<{ title: string; url: string }>) {
  await apiRequest(`/profile/${encodeURIComponent(profileId)}/video`, {
    method: 'POST',
    body: resourceBody('videos', { videos }),
  });
}
