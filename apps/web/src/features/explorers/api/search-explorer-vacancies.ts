import type { Match } from '@koers/shared/match';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { explorerKeys } from './explorer-keys';
import type { ExplorerVacancy, FacetBucket } from './explorer-types';

export type ExplorerVacancySearchResult = {
  vacancies: ExplorerVacancy[];
  count: number;
  facets: Record<string, FacetBucket[]>;
};

/**
 * SPEC §7 explorer_vacancies: the organisation's published vacancies for the explorer's
 * parameters (the place as `near=lat,lon`), the page, its count and facet counts.
 */
export async function searchExplorerVacancies(
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<ExplorerVacancySearchResult> {
  const doc = await apiRequest<
    ApiDocument<ApiResource<Omit<ExplorerVacancy, 'id'>>[]> & {
      meta: { count: number; facets: Record<string, FacetBucket[]> };
    }
  >('/explorer_vacancies', { query, ...(signal ? { signal } : {}) });
  return {
    vacancies: doc.data.map((item) => ({ ...flatten(item), match: (item.meta?.match as Match | undefined) ?? null })),
    count: doc.meta.count,
    facets: doc.meta.facets ?? {},
  };
}

/** The search; while the next page or filter loads, the previous answer stays on screen. */
export function useExplorerVacancySearch(query: Record<string, string>, enabled = true) {
  return useQuery({
    queryKey: explorerKeys.internalSearch(query),
    queryFn: ({ signal }) => searchExplorerVacancies(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
