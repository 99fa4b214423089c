import type { InternalVacancyState } from '@koers/shared/internal-vacancies';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { internalVacancyKeys } from './internal-vacancy-keys';
import { type InternalVacancy, toInternalVacancy } from './internal-vacancy-types';

export type InternalVacancyListParams = {
  employerId: string | null;
  state: InternalVacancyState | null;
  /** Words in the title, the place or the employer's name (Vacatures Beheren). */
  q?: string;
  page: number;
};

export const INTERNAL_VACANCY_PAGE_SIZE = 20;

/** GET employer_vacancies: one employer's, the organisation's (staff) or the own employer's (contact). */
export async function getInternalVacancies(
  params: InternalVacancyListParams,
): Promise<{ vacancies: InternalVacancy[]; count: number; employerId: string | null; employerName: string | null }> {
  const doc = await apiRequest<ApiDocument<ApiResource[]>>('/employer_vacancies', {
    query: {
      filter: {
        ...(params.employerId ? { employer: params.employerId } : {}),
        ...(params.state ? { state: params.state } : {}),
      },
      ...(params.q ? { _q: params.q } : {}),
      'page[number]': params.page,
      'page[size]': INTERNAL_VACANCY_PAGE_SIZE,
    },
  });
  // meta.employer: an employer contact's own employer.
  const employer = doc.meta?.employer as { id: string; name: string } | undefined;
  return {
    vacancies: doc.data.map(toInternalVacancy),
    count: Number(doc.meta?.count ?? doc.data.length),
    employerId: employer?.id ?? null,
    employerName: employer?.name ?? null,
  };
}

export const internalVacanciesQueryOptions = (params: InternalVacancyListParams) =>
  queryOptions({
    queryKey: internalVacancyKeys.list(params),
    queryFn: () => getInternalVacancies(params),
    placeholderData: keepPreviousData,
  });

export const useInternalVacancies = (params: InternalVacancyListParams) =>
  useQuery(internalVacanciesQueryOptions(params));
