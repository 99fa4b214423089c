import type { ToggleGroup } from '@koers/shared/profiles';
import { apiRequest, resourceBody } from '../../../lib/api-client';

/** POST profile/{id}/traits: the physical and mental abilities (health data, its own call). */
export async function saveTraits(profileId: string, groups: Partial<Record<ToggleGroup, string[]>>) {
  await apiRequest(`/profile/${encodeURIComponent(profileId)}/traits`, {
    method: 'POST',
    body: resourceBody('profile_traits', { groups }),
  });
}
