import type { SavedSearchFrequency } from '@koers/shared/saved-searches';
import type { SavedSearchCreateInput, SavedSearchUpdateInput } from '@koers/shared/schemas/saved-search.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten, resourceBody } from '../../../lib/api-client';

/** A saved search as the list shows it (issue 38.5). */
export type SavedSearch = {
  id: string;
  dossierId: string;
  explorerId: string;
  name: string;
  search: string;
  frequency: SavedSearchFrequency;
  paused: boolean;
  /** A search of the internet vacancies while the vacancies service is not running: no alerts yet. */
  alertsWaiting: boolean;
  lastAlertAt: string | null;
  createdAt: string;
  can: { update: boolean; delete: boolean };
};

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: (dossierId: string) => [...savedSearchKeys.all, dossierId] as const,
};

/** GET dossier/{id}/saved_searches: the dossier's saved searches, and whether the reader may add one. */
export async function getSavedSearches(dossierId: string) {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<SavedSearch, 'id' | 'can'>>[]>>(
    `/dossier/${encodeURIComponent(dossierId)}/saved_searches`,
  );
  const searches = doc.data.map((resource): SavedSearch => {
    const can = (resource.meta?.can ?? {}) as Partial<SavedSearch['can']>;
    return { ...flatten(resource), can: { update: can.update === true, delete: can.delete === true } };
  });
  const can = (doc.meta?.can ?? {}) as { create?: boolean };
  return { searches, canCreate: can.create === true };
}

export const useSavedSearches = (dossierId: string | null) =>
  useQuery({
    ...queryOptions({
      queryKey: savedSearchKeys.list(dossierId ?? ''),
      queryFn: () => getSavedSearches(dossierId ?? ''),
    }),
    enabled: dossierId !== null,
  });

/** POST dossier/{id}/saved_searches. */
export function useCreateSavedSearch(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attributes: SavedSearchCreateInput) =>
      apiRequest(`/dossier/${encodeURIComponent(dossierId)}/saved_searches`, {
        method: 'POST',
        body: resourceBody('saved_searches', attributes),
      }),
    meta: { handles: [422], errorMessage: 'Bewaren van de zoekopdracht is mislukt.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** PATCH saved_search/{id}: another name or frequency, paused or resumed. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, attributes }: { id: string; attributes: SavedSearchUpdateInput }) =>
      apiRequest(`/saved_search/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: resourceBody('saved_searches', attributes),
      }),
    meta: { handles: [422], errorMessage: 'Wijzigen van de zoekopdracht is mislukt.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** DELETE saved_search/{id}. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/saved_search/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { errorMessage: 'Verwijderen van de zoekopdracht is mislukt.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
