import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { savedVacancyKeys } from './saved-vacancy-keys';
import type { VacancyState } from './vacancy-types';

/** GET vacancy_states sorted by position (SPEC §7). */
export async function getVacancyStates(): Promise<VacancyState[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<VacancyState, 'id'>>[]>>('/vacancy_states', {
    query: { sort: 'position' },
  });
  return doc.data.map(flatten);
}

export const vacancyStatesQueryOptions = () =>
  queryOptions({ queryKey: savedVacancyKeys.states(), queryFn: getVacancyStates, staleTime: 60 * 60_000 });

export const useVacancyStates = () => useQuery(vacancyStatesQueryOptions());
