import type { RetentionInput } from '@koers/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { deletionCallbacks } from '../../../lib/query-client';

const retentionKey = (organizationId: string) => ['retention', organizationId] as const;
const retentionPath = (organizationId: string) => `/organization/${encodeURIComponent(organizationId)}/retention`;

/** POST dossier/{id}/erasure: the dossier and its candidate erased for good. */
export function useEraseDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dossierId: string) =>
      apiRequest(`/dossier/${encodeURIComponent(dossierId)}/erasure`, {
        method: 'POST',
        body: { data: { type: 'erasures', attributes: { confirmed: true } } },
      }),
    meta: { errorMessage: 'Het dossier kon niet worden gewist.' },
    // Its own queries go with its screens instead of answering 404; the rest refetches.
    ...deletionCallbacks(queryClient),
  });
}

/** GET organization/{id}/retention: days an archived dossier is kept. */
export const useRetention = (organizationId: string, enabled: boolean) =>
  useQuery({
    queryKey: retentionKey(organizationId),
    queryFn: async () =>
      (await apiRequest<ApiDocument<ApiResource<RetentionInput>>>(retentionPath(organizationId))).data.attributes,
    enabled,
  });

export function useUpdateRetention(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RetentionInput) =>
      apiRequest(retentionPath(organizationId), {
        method: 'PATCH',
        body: { data: { type: 'retention_settings', attributes: input } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retentionKey(organizationId) }),
  });
}
