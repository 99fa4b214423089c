import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { type ProfileSource, profileKeys } from './profile-keys';
import { type Profile, toProfile } from './profile-types';

/** GET my/profile for a candidate, GET dossier/{id}/profile inside a dossier (SPEC §7). */
export async function getProfile(source: ProfileSource): Promise<Profile> {
  const path = source.kind === 'mine' ? '/my/profile' : `/dossier/${encodeURIComponent(source.dossierId)}/profile`;
  return toProfile(await apiRequest<ApiDocument<ApiResource>>(path));
}

export const getProfileQueryOptions = (source: ProfileSource) =>
  queryOptions({ queryKey: profileKeys.of(source), queryFn: () => getProfile(source) });

/** No profile for this person: 'Geen profiel gevonden' (SPEC §8) via the page's own message. */
export const useProfile = (source: ProfileSource) =>
  useQuery({ ...getProfileQueryOptions(source), meta: { handles: [404] } });
