import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { savedVacancyKeys } from './saved-vacancy-keys';

/** What a saved vacancy's card shows of a vacancy of either kind. */
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

type InternalAttributes = { title: string; employerName: string; city: string | null; startsAt: string };

/**
 * The organisation's own vacancies by id from the main backend (SPEC §7 explorer_vacancies);
 * one no longer published is absent, as an internet vacancy the source dropped.
 */
export async function getInternalVacanciesById(ids: readonly string[]): Promise<Map<string, VacancySummary>> {
  const result = new Map<string, VacancySummary>();
  for (let start = 0; start < ids.length; start += IDS_PER_CALL) {
    const chunk = ids.slice(start, start + IDS_PER_CALL);
    const doc = await apiRequest<ApiDocument<ApiResource<InternalAttributes>[]>>('/explorer_vacancies', {
      query: { ids: chunk.join(','), facetNames: '', 'page[size]': chunk.length },
    });
    for (const item of doc.data) {
      const { title, employerName, city, startsAt } = item.attributes;
      result.set(item.id, {
        id: item.id,
        title,
        organizationName: employerName,
        city,
        createdAtRemote: startsAt,
        humanAvailability: null,
        availabilityLevel: null,
      });
    }
  }
  return result;
}

/** Both kinds at once: internet vacancies from the vacancies service, the organisation's own from the main backend. */
export async function getVacanciesOfBothKinds(refs: {
  external: readonly string[];
  internal: readonly string[];
}): Promise<Map<string, VacancySummary>> {
  const [external, internal] = await Promise.all([
    refs.external.length > 0 ? getVacanciesById(refs.external) : new Map<string, VacancySummary>(),
    refs.internal.length > 0 ? getInternalVacanciesById(refs.internal) : new Map<string, VacancySummary>(),
  ]);
  return new Map([...external, ...internal]);
}

export const vacanciesByIdQueryOptions = (refs: { external: readonly string[]; internal: readonly string[] }) =>
  queryOptions({
    queryKey: savedVacancyKeys.vacancies([...refs.external].sort(), [...refs.internal].sort()),
    queryFn: () => getVacanciesOfBothKinds(refs),
    placeholderData: keepPreviousData,
  });

export const useVacanciesById = (refs: { external: readonly string[]; internal: readonly string[] }) =>
  useQuery({
    ...vacanciesByIdQueryOptions(refs),
    enabled: refs.external.length > 0 || refs.internal.length > 0,
  });
