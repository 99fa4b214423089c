import type { Match } from '@koers/shared/match';
import { useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { explorerKeys, keepSameVacancy } from './explorer-keys';
import type { ExplorerVacancy } from './explorer-types';

/**
 * SPEC §7 one of the organisation's published vacancies with its contact card; its distance
 * from `near` (lat,lon) and its match with `match[...]` when given.
 */
export async function getExplorerVacancy(id: string, query: Record<string, string>): Promise<ExplorerVacancy> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<ExplorerVacancy, 'id'>>>>(
    `/explorer_vacancies/${encodeURIComponent(id)}`,
    { query },
  );
  return { ...flatten(doc.data), match: (doc.data.meta?.match as Match | undefined) ?? null };
}

export function useExplorerVacancy(id: string, query: Record<string, string>) {
  return useQuery({
    queryKey: explorerKeys.internalVacancy(id, query),
    queryFn: () => getExplorerVacancy(id, query),
    placeholderData: keepSameVacancy<ExplorerVacancy>(id),
  });
}
