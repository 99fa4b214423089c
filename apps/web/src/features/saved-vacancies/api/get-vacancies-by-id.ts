import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { savedVacancyKeys } from './saved-vacancy-keys';

/** What a saved vacancy's card shows of an internet vacancy. */
export type VacancySummary = {
  id: string;
  title: string;
  organizationName: string | null;
  city: string | null;
  createdAtRemote: string;
  humanAvailability: string | null;
  availabilityLevel: number | null;
};

type Attributes = {
  title: string;
  organizationName: string | null;
  location: { city: string | null } | null;
  createdAtRemote: string;
  humanAvailability: string | null;
  availabilityLevel: number | null;
};

/** The largest number of ids the vacancies service takes in one call. */
const IDS_PER_CALL = 100;

/**
 * Internet vacancies by id from the vacancies service (SPEC §7: lists of saved and favourite
 * vacancies pull in nested vacancies by id), of any age; one the service no longer has is absent.
 */
export async function getVacanciesById(ids: readonly string[]): Promise<Map<string, VacancySummary>> {
  const result = new Map<string, VacancySummary>();
  for (let start = 0; start < ids.length; start += IDS_PER_CALL) {
    const chunk = ids.slice(start, start + IDS_PER_CALL);
    const doc = await apiRequest<ApiDocument<ApiResource<Attributes>[]>>('/external_vacancies', {
      service: 'vacancies',
      query: { ids: chunk.join(','), period: 'all', facetNames: '', 'page[size]': chunk.length },
    });
    for (const item of doc.data) {
      const { title, organizationName, location, createdAtRemote, humanAvailability, availabilityLevel } =
        item.attributes;
      result.set(item.id, {
        id: item.id,
        title,
        organizationName,
        city: location?.city ?? null,
        createdAtRemote,
        humanAvailability,
        availabilityLevel,
      });
    }
  }
  return result;
}

export const vacanciesByIdQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: savedVacancyKeys.vacancies([...ids].sort()),
    queryFn: () => getVacanciesById(ids),
    placeholderData: keepPreviousData,
  });

export const useVacanciesById = (ids: readonly string[]) =>
  useQuery({ ...vacanciesByIdQueryOptions(ids), enabled: ids.length > 0 });
