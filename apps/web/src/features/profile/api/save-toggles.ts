import type { ToggleGroup } from '@koers/shared/profiles';
import { apiRequest, resourceBody } from '../../../lib/api-client';

/** POST profile/{id}/toggles: the chosen codes of ordinary toggle groups. */
export async function saveToggles(profileId: string, groups: Partial<Record<ToggleGroup, string[]>>) {
  await apiRequest(`/profile/${encodeURIComponent(profileId)}/toggles`, {
    method: 'POST',
    body: resourceBody('profile_toggles', { groups }),
  });
}
