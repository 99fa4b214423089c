import type { SavedVacancyListParams } from './get-saved-vacancies';

export const savedVacancyKeys = {
  all: ['saved-vacancies'] as const,
  states: () => ['vacancy-states'] as const,
  lists: () => [...savedVacancyKeys.all, 'list'] as const,
  list: (params: SavedVacancyListParams) => [...savedVacancyKeys.lists(), params] as const,
  activities: (savedVacancyId: string) => [...savedVacancyKeys.all, 'activities', savedVacancyId] as const,
  vacancies: (external: readonly string[], internal: readonly string[]) =>
    ['vacancies', 'by-id', external, internal] as const,
  candidates: (organizationId: string, q: string) => ['saved-vacancies', 'candidates', organizationId, q] as const,
};
