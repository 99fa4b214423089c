import type { CustomFieldValue } from '@koers/shared/custom-fields';
import type { CandidateAccessState } from '@koers/shared/dossiers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, includedOf, relatedId } from '../../../lib/api-client';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { dossierKeys } from './dossier-keys';
import { type DossierSummary, idsOf, type Track, toDossierSummary, trackOf } from './dossier-types';

export type ClientAccess = {
  accessState: CandidateAccessState;
  hasAccount: boolean;
  lastLoginAt: string | null;
  invitationSentAt: string | null;
  invitationExpiresAt: string | null;
  invitationAcceptedAt: string | null;
};
export type RecentViewer = { userContextId: string; name: string; viewedAt: string };

export type Dossier = DossierSummary & {
  track: Track | null;
  client: ClientAccess | null;
  profileType: { id: string; name: string } | null;
  customFieldValues: CustomFieldValue[];
  personalFileId: string | null;
  recentViewers: RecentViewer[];
};

const INCLUDE =
  'custom_field_values,public_user_context,client,track,track.track_type,track.extensions,coaches,profile_type';

/** GET dossier/{id} with custom field values, public user context, client, track, coaches, profile type (SPEC §7). */
export async function getDossier(id: string): Promise<Dossier> {
  const doc = await apiRequest<ApiDocument<ApiResource>>(`/dossier/${encodeURIComponent(id)}`, {
    query: { include: INCLUDE },
  });
  const item = doc.data;
  const client = includedOf<ClientAccess>(doc, 'clients').get(item.id);
  const profileTypeId = relatedId(item, 'profileType');
  const profileType = profileTypeId ? includedOf<{ name: string }>(doc, 'profile_types').get(profileTypeId) : undefined;
  const values = includedOf<Omit<CustomFieldValue, 'id'>>(doc, 'custom_field_values');
  return {
    ...toDossierSummary(item, doc),
    track: trackOf(item, doc),
    client: client?.attributes ?? null,
    profileType: profileType ? { id: profileType.id, name: profileType.attributes.name } : null,
    customFieldValues: idsOf(item, 'customFieldValues').flatMap((valueId) => {
      const value = values.get(valueId);
      return value ? [{ id: valueId, ...value.attributes }] : [];
    }),
    personalFileId: relatedId(item, 'personalFile'),
    recentViewers: (item.meta?.recentViewers as RecentViewer[] | undefined) ?? [],
  };
}

export const getDossierQueryOptions = (id: string) =>
  queryOptions({ queryKey: dossierKeys.detail(id), queryFn: () => getDossier(id) });

/** A dossier that fails to load (not 403) gives the snackbar 'Er ging iets mis!' (SPEC §8). */
export const useDossier = (id: string) => {
  useRealtime({ channel: 'Dossier', id });
  return useQuery(getDossierQueryOptions(id));
};
