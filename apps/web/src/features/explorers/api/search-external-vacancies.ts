import type { Match } from '@koers/shared/match';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { explorerKeys } from './explorer-keys';
import type { ExternalVacancy, FacetBucket } from './explorer-types';

export type VacancySearchResult = {
  vacancies: ExternalVacancy[];
  count: number;
  facets: Record<string, FacetBucket[]>;
  location: { name: string; geoId: string } | null;
};

type Meta = {
  count: number;
  facets: Record<string, FacetBucket[]>;
  location: { name: string; geoId: string } | null;
};

/** SPEC §7 the explorer's search in the vacancies service: the page, its count and facet counts. */
export async function searchExternalVacancies(
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<VacancySearchResult> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<ExternalVacancy, 'id'>>[]> & { meta: Meta }>(
    '/external_vacancies',
    { service: 'vacancies', query, ...(signal ? { signal } : {}) },
  );
  return {
    vacancies: doc.data.map((item) => ({ ...flatten(item), match: (item.meta?.match as Match | undefined) ?? null })),
    count: doc.meta.count,
    facets: doc.meta.facets ?? {},
    location: doc.meta.location,
  };
}

/** The search; while the next page or filter loads, the previous answer stays on screen. */
export function useExternalVacancySearch(query: Record<string, string>, enabled = true) {
  return useQuery({
    queryKey: explorerKeys.search(query),
    queryFn: ({ signal }) => searchExternalVacancies(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
