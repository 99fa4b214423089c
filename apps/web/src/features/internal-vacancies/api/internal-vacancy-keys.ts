import type { InternalVacancyListParams } from './get-internal-vacancies';

export const internalVacancyKeys = {
  all: ['internal-vacancies'] as const,
  lists: () => [...internalVacancyKeys.all, 'list'] as const,
  list: (params: InternalVacancyListParams) => [...internalVacancyKeys.lists(), params] as const,
  detail: (id: string) => [...internalVacancyKeys.all, 'detail', id] as const,
  employer: (id: string) => [...internalVacancyKeys.all, 'employer', id] as const,
  contacts: (employerId: string) => [...internalVacancyKeys.all, 'contacts', employerId] as const,
  employers: (q: string) => [...internalVacancyKeys.all, 'employers', q] as const,
  accountManagers: () => [...internalVacancyKeys.all, 'account-managers'] as const,
};
