import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { outcomeKeys } from './outcome-keys';

export type PlacementEmployer = { id: string; name: string; city: string | null };

/** GET organization/{id}/placement_employers: the organisation's employers by name, 7 at a time. */
export function usePlacementEmployers(organizationId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: outcomeKeys.employers(organizationId, q.trim()),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<PlacementEmployer[]> => {
      const doc = await apiRequest<ApiDocument<ApiResource<{ name: string; city: string | null }>[]>>(
        `/organization/${encodeURIComponent(organizationId)}/placement_employers`,
        { query: q.trim() ? { _q: q.trim() } : {} },
      );
      return doc.data.map((item) => ({ id: item.id, ...item.attributes }));
    },
  });
}
