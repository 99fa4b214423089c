import type { Match } from '@koers/shared/match';
import { useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { explorerKeys } from './explorer-keys';
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

/**
 * While the same vacancy is asked again with other parameters (the place's coordinates or the
 * candidate's match can arrive after the first answer), the shown answer stays until the new one
 * is in: the detail is not replaced by a spinner for a moment, under the pointer of someone about
 * to click one of its buttons.
 */
export function useExplorerVacancy(id: string, query: Record<string, string>) {
  return useQuery({
    queryKey: explorerKeys.internalVacancy(id, query),
    queryFn: () => getExplorerVacancy(id, query),
    placeholderData: (previous, previousQuery) => {
      const [, , previousId] = previousQuery?.queryKey ?? [];
      // Never another vacancy's answer while this one loads.
      return previousId === id ? previous : undefined;
    },
  });
}
