import { AUTOCOMPLETE_PAGE_SIZE } from '@koers/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { occupationKeys } from './occupation-keys';

/** An occupation as a list shows it: its name, its ISCO group and its vacancies of the last 2 months. */
export type OccupationOption = { id: string; label: string; group: string | null; vacancyCount: number };

type Attributes = { labelNl: string; vacancyCount: number };

function toOptions(doc: ApiDocument<ApiResource<Attributes>[]>): OccupationOption[] {
  const groups = new Map(
    (doc.included ?? [])
      .filter((item) => item.type === 'job_groups')
      .map((item) => [item.id, String((item.attributes as { labelNl?: string }).labelNl ?? '')]),
  );
  return doc.data.map((item) => {
    const group = item.relationships?.job_group?.data;
    return {
      id: item.id,
      label: item.attributes.labelNl,
      group: group && !Array.isArray(group) ? (groups.get(group.id) ?? null) : null,
      vacancyCount: item.attributes.vacancyCount,
    };
  });
}

/** GET job_titles with _q, autocomplete page size 7 (SPEC §7, §9), from the vacancies service. */
export async function searchOccupations(q: string): Promise<OccupationOption[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<Attributes>[]>>('/job_titles', {
    service: 'vacancies',
    query: { _q: q, include: 'job_group', 'page[size]': AUTOCOMPLETE_PAGE_SIZE },
  });
  return toOptions(doc);
}

export const occupationSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: occupationKeys.search(q),
    queryFn: () => searchOccupations(q),
    placeholderData: keepPreviousData,
  });

export const useOccupationSearch = (q: string) =>
  useQuery({ ...occupationSearchQueryOptions(q), enabled: q.trim().length > 0 });

/** Occupations by id (a favourites list), in the order of the ids; at most 100 per call. */
export async function getOccupationsById(ids: readonly string[]): Promise<OccupationOption[]> {
  if (ids.length === 0) return [];
  const doc = await apiRequest<ApiDocument<ApiResource<Attributes>[]>>('/job_titles', {
    service: 'vacancies',
    query: { filter: { id: ids.slice(0, 100).join(',') }, include: 'job_group', 'page[size]': 100 },
  });
  const byId = new Map(toOptions(doc).map((option) => [option.id, option]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const useOccupationsById = (ids: readonly string[]) =>
  useQuery({
    queryKey: occupationKeys.byIds(ids),
    queryFn: () => getOccupationsById(ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
