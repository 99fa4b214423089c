import type { Match } from '@koers/shared/match';
import { EXTERNAL_VACANCY_LIST_FIELDS } from '@koers/shared/vacancies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { explorerKeys } from './explorer-keys';
import type { ExternalVacancyCard, FacetBucket } from './explorer-types';

export type VacancySearchResult = {
  vacancies: ExternalVacancyCard[];
  count: number;
  facets: Record<string, FacetBucket[]>;
  location: { name: string; geoId: string } | null;
};

type Meta = {
  count: number;
  facets: Record<string, FacetBucket[]>;
  location: { name: string; geoId: string } | null;
};

/** The list asks only what its cards show (a sparse fieldset): a tenth of the bytes of whole vacancies. */
export const LIST_FIELDS = { 'fields[external_vacancies]': EXTERNAL_VACANCY_LIST_FIELDS.join(',') };

/** SPEC §7 the explorer's search in the vacancies service: the page, its count and facet counts. */
export async function searchExternalVacancies(
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<VacancySearchResult> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<ExternalVacancyCard, 'id'>>[]> & { meta: Meta }>(
    '/external_vacancies',
    { service: 'vacancies', query: { ...query, ...LIST_FIELDS }, ...(signal ? { signal } : {}) },
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
