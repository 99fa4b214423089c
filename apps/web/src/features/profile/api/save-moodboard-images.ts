import { apiRequest, resourceBody } from '../../../lib/api-client';

/** POST profile/{id}/moodboard_images: the uploaded images in their order. */
export async function saveMoodboardImages(profileId: string, imageIds: string[]) {
  await apiRequest(`/profile/${encodeURIComponent(profileId)}/moodboard_images`, {
    method: 'POST',
    body: resourceBody('moodboard_images', { imageIds }),
  });
}
