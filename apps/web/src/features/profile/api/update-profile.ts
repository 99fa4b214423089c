import type { ProfileUpdateInput } from '@koers/shared/schemas/profile.schema';
import { apiRequest, resourceBody } from '../../../lib/api-client';

/** PATCH profile/{id}: the profile's own values. Runs through `useProfileUpdates`. */
export async function updateProfile(profileId: string, attributes: ProfileUpdateInput): Promise<void> {
  await apiRequest(`/profile/${encodeURIComponent(profileId)}`, {
    method: 'PATCH',
    body: resourceBody('profiles', attributes, { id: profileId }),
  });
}
