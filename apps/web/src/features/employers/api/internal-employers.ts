import { EMPLOYER_PAGE_SIZE, type InternalEmployer } from '@koers/shared/employers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten, includedOf } from '../../../lib/api-client';
import { employerKeys } from './employer-keys';

export type PublishedVacancy = {
  id: string;
  title: string;
  city: string | null;
  humanJobTitle: string | null;
  humanHoursIndication: string | null;
  humanEducationLevel: string | null;
  startsAt: string | null;
  endsAt: string | null;
};

const internalKeys = {
  list: (organizationId: string, q: string, page: number) =>
    [...employerKeys.all, 'internal', organizationId, q, page] as const,
  any: (organizationId: string) => [...employerKeys.all, 'internal', organizationId, 'any'] as const,
  detail: (id: string) => [...employerKeys.all, 'internal-detail', id] as const,
};

type ListDocument = ApiDocument<ApiResource<Omit<InternalEmployer, 'id'>>[]> & { meta: { count: number } };

/** GET organization/{id}/internal_employers: employers with published vacancies, 20 a page. */
export async function getInternalEmployers(organizationId: string, q: string, page: number) {
  const doc = await apiRequest<ListDocument>(`/organization/${encodeURIComponent(organizationId)}/internal_employers`, {
    query: { ...(q ? { _q: q } : {}), _count: true, 'page[number]': page, 'page[size]': EMPLOYER_PAGE_SIZE },
  });
  return { employers: doc.data.map(flatten), count: doc.meta.count };
}

export const useInternalEmployers = (organizationId: string, q: string, page: number) =>
  useQuery({
    queryKey: internalKeys.list(organizationId, q, page),
    queryFn: () => getInternalEmployers(organizationId, q, page),
    placeholderData: keepPreviousData,
  });

/** Whether the organisation has employers with published vacancies (the menu's fact, SPEC §6): count only. */
export const hasInternalEmployersQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: internalKeys.any(organizationId),
    queryFn: async () => {
      const doc = await apiRequest<ListDocument>(
        `/organization/${encodeURIComponent(organizationId)}/internal_employers`,
        { query: { _count: true, 'page[size]': 1 } },
      );
      return doc.meta.count > 0;
    },
    staleTime: 5 * 60_000,
    // The menu does without the entry when this fails.
    meta: { silent: true },
  });

/** GET internal_employer/{id}: the profile with its published vacancies. */
export const useInternalEmployer = (id: string) =>
  useQuery({
    queryKey: internalKeys.detail(id),
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<Omit<InternalEmployer, 'id'>>>>(
        `/internal_employer/${encodeURIComponent(id)}`,
      );
      const vacancies = includedOf<Omit<PublishedVacancy, 'id'>>(doc, 'internal_vacancies');
      const ids = (doc.data.relationships?.publishedVacancies?.data as Array<{ id: string }> | undefined) ?? [];
      return {
        employer: flatten(doc.data),
        vacancies: ids.flatMap(({ id: vacancyId }) => {
          const vacancy = vacancies.get(vacancyId);
          return vacancy ? [flatten(vacancy)] : [];
        }),
      };
    },
  });
