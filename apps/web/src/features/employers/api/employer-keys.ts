import type { EmployerListParams } from './get-employers';

export const employerKeys = {
  all: ['employers'] as const,
  lists: () => [...employerKeys.all, 'list'] as const,
  list: (organizationId: string, params: EmployerListParams) =>
    [...employerKeys.lists(), organizationId, params] as const,
  details: () => [...employerKeys.all, 'detail'] as const,
  detail: (id: string) => [...employerKeys.details(), id] as const,
  accountManagers: (organizationId: string) => [...employerKeys.all, 'account-managers', organizationId] as const,
  search: (organizationId: string, terms: { companyName: string; cityName: string }) =>
    [...employerKeys.all, 'search', organizationId, terms] as const,
  internetSearch: (terms: { companyName: string; cityName: string }) =>
    [...employerKeys.all, 'internet-search', terms] as const,
};
