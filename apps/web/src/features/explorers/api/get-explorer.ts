import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { explorerKeys } from './explorer-keys';
import type { Explorer } from './explorer-types';

/** SPEC §7 GET one explorer by id (`/vacancy-explorers/{explorerId}`). */
export async function getExplorer(id: string): Promise<Explorer> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<Explorer, 'id'>>>>(`/explorer/${encodeURIComponent(id)}`);
  return flatten(doc.data);
}

export function useExplorer(id: string | null) {
  const { userContext } = useCurrentContext();
  return useQuery({
    ...queryOptions({
      queryKey: explorerKeys.one(userContext.id, id ?? ''),
      queryFn: () => getExplorer(id ?? ''),
      staleTime: 5 * 60_000,
    }),
    enabled: id !== null,
  });
}
