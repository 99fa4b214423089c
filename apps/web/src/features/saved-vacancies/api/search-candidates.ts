import { AUTOCOMPLETE_PAGE_SIZE } from '@koers/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { savedVacancyKeys } from './saved-vacancy-keys';

export type CandidateOption = { dossierId: string; name: string; email: string | null };

/**
 * The candidate picker's search: GET organization/{id}/dossiers with _q, the active dossiers the
 * coach may handle, autocomplete page size 7 (SPEC §9).
 */
export async function searchCandidates(organizationId: string, q: string): Promise<CandidateOption[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<{ name: string; email: string | null }>[]>>(
    `/organization/${encodeURIComponent(organizationId)}/dossiers`,
    { query: { filter: { view: 'active' }, _q: q, sort: 'name', 'page[size]': AUTOCOMPLETE_PAGE_SIZE } },
  );
  return doc.data.map((item) => ({ dossierId: item.id, name: item.attributes.name, email: item.attributes.email }));
}

export const candidateSearchQueryOptions = (organizationId: string, q: string) =>
  queryOptions({
    queryKey: savedVacancyKeys.candidates(organizationId, q),
    queryFn: () => searchCandidates(organizationId, q),
    placeholderData: keepPreviousData,
  });

export const useCandidateSearch = (organizationId: string, q: string) =>
  useQuery({ ...candidateSearchQueryOptions(organizationId, q), enabled: q.trim().length > 0 });
