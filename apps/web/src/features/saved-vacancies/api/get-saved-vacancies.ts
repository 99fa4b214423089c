import type { VacancyType } from '@koers/shared/saved-vacancies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { savedVacancyKeys } from './saved-vacancy-keys';
import { type SavedVacancy, toSavedVacancy } from './vacancy-types';

export type SavedVacancyListParams = {
  vacancyId?: string;
  vacancyType?: VacancyType;
  dossierId?: string;
  organizationId?: string;
  userContextId?: string;
  pageSize?: number;
};

/**
 * GET saved_vacancies filtered by vacancy and organisation or user context (and dossier),
 * including dossier and vacancy_state (SPEC §7). The server leaves out what the actor may not see.
 */
export async function getSavedVacancies(
  params: SavedVacancyListParams,
): Promise<{ items: SavedVacancy[]; count: number }> {
  const doc = await apiRequest<ApiDocument<ApiResource[]>>('/saved_vacancies', {
    query: {
      filter: {
        vacancy: params.vacancyId,
        vacancy_type: params.vacancyType,
        dossier: params.dossierId,
        organization: params.organizationId,
        user_context: params.userContextId,
      },
      include: 'dossier,vacancy_state',
      sort: '-updatedAt',
      'page[size]': params.pageSize ?? 100,
    },
  });
  return { items: doc.data.map((item) => toSavedVacancy(item, doc)), count: Number(doc.meta?.count ?? 0) };
}

export const savedVacanciesQueryOptions = (params: SavedVacancyListParams) =>
  queryOptions({ queryKey: savedVacancyKeys.list(params), queryFn: () => getSavedVacancies(params) });

export const useSavedVacancies = (params: SavedVacancyListParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...savedVacanciesQueryOptions(params), enabled: options.enabled ?? true });
