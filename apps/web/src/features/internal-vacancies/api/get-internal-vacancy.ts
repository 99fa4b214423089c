import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { internalVacancyKeys } from './internal-vacancy-keys';
import { toInternalVacancy } from './internal-vacancy-types';

/** GET internal_vacancy/{id}: the vacancy with its contact person, account manager and custom fields. */
export async function getInternalVacancy(id: string) {
  const doc = await apiRequest<ApiDocument<ApiResource>>(`/internal_vacancy/${encodeURIComponent(id)}`);
  return toInternalVacancy(doc.data);
}

export const internalVacancyQueryOptions = (id: string) =>
  queryOptions({ queryKey: internalVacancyKeys.detail(id), queryFn: () => getInternalVacancy(id) });

export const useInternalVacancy = (id: string) => useQuery(internalVacancyQueryOptions(id));
