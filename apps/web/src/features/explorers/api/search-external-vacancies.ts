import type { Match } from '@koers/shared/match';
import { EXTERNAL_VACANCY_LIST_FIELDS } from '@koers/shared/vacancies';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** A search's count and facets depend on neither its page nor its sort: what is left of its query. */
function searchOf(query: Record<string, string>): string {
  return JSON.stringify(
    Object.entries(query)
      .filter(([key]) => key !== 'page[number]' && key !== 'sort')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** The facets of this search as an earlier answer (another page or sort of it) gave them. */
function knownFacets(queryClient: QueryClient, query: Record<string, string>): VacancySearchResult['facets'] | null {
  const search = searchOf(query);
  for (const [key, data] of queryClient.getQueriesData<VacancySearchResult>({
    queryKey: explorerKeys.search({}).slice(0, 2),
  })) {
    const asked = key[2] as Record<string, string> | undefined;
    if (data && asked && asked.facetNames === undefined && searchOf(asked) === search) return data.facets;
  }
  return null;
}

/**
 * The search; while the next page or filter loads, the previous answer stays on screen. Another
 * page or sort of a search already answered asks no facets (`facetNames=`): they are the same, so
 * the server neither counts nor sends them again; a new search (text, place, period, filters)
 * asks them.
 */
export function useExternalVacancySearch(query: Record<string, string>, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: explorerKeys.search(query),
    queryFn: async ({ signal }) => {
      const facets = query.facetNames === undefined ? knownFacets(queryClient, query) : null;
      if (!facets) return searchExternalVacancies(query, signal);
      return { ...(await searchExternalVacancies({ ...query, facetNames: '' }, signal)), facets };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
