import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten, resourceBody } from '../../../lib/api-client';
import { showroomKeys } from './showroom-keys';

export type ShowroomConsent = {
  id: string;
  candidate: boolean;
  coach: boolean;
  contact: boolean;
  exposure: 'hidden' | 'anonymous' | 'contactable';
  can: { read?: boolean; setCandidate?: boolean; setCoach?: boolean; setContact?: boolean };
};

/** A showroom a dossier appears in, as the candidate and their coach see it. */
export type DossierShowroom = {
  id: string;
  name: string;
  internal: boolean;
  status: 'published' | 'draft';
  employers: string[];
  exposure: 'hidden' | 'anonymous' | 'contactable';
};

const consentKey = (dossierId: string) => [...showroomKeys.all, 'consent', dossierId] as const;
const dossierShowroomsKey = (dossierId: string) => [...showroomKeys.all, 'of-dossier', dossierId] as const;

/** GET dossier/{id}/showroom_consent. */
export function useShowroomConsent(dossierId: string) {
  return useQuery({
    queryKey: consentKey(dossierId),
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource>>(
        `/dossier/${encodeURIComponent(dossierId)}/showroom_consent`,
      );
      return { ...flatten(doc.data), can: doc.data.meta?.can ?? {} } as ShowroomConsent;
    },
    // Without the feature or the right the card stays away.
    retry: false,
    meta: { silent: true },
  });
}

/** PATCH dossier/{id}/showroom_consent with one agreement. */
export function useUpdateShowroomConsent(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<Record<'candidate' | 'coach' | 'contact', boolean>>) => {
      await apiRequest(`/dossier/${encodeURIComponent(dossierId)}/showroom_consent`, {
        method: 'PATCH',
        body: resourceBody('showroom_consents', change, { id: dossierId }),
      });
    },
    meta: { errorMessage: 'De toestemming kon niet worden opgeslagen.' },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consentKey(dossierId) }),
        queryClient.invalidateQueries({ queryKey: dossierShowroomsKey(dossierId) }),
      ]),
  });
}

/** GET dossier/{id}/showrooms: the showrooms the candidate appears in. */
export function useDossierShowrooms(dossierId: string, enabled: boolean) {
  return useQuery({
    queryKey: dossierShowroomsKey(dossierId),
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource[]>>(`/dossier/${encodeURIComponent(dossierId)}/showrooms`);
      return doc.data.map((item) => flatten(item) as unknown as DossierShowroom);
    },
    enabled,
    meta: { silent: true },
  });
}
