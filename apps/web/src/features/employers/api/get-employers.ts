import type { EmployerExpiredFilter, EmployerSort, EmployerView } from '@koers/shared/employers';
import { EMPLOYER_PAGE_SIZE } from '@koers/shared/employers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { employerKeys } from './employer-keys';
import { type Employer, toEmployer } from './employer-types';

export type EmployerListParams = {
  view: EmployerView;
  expired: EmployerExpiredFilter;
  /** all, none, noPrimary or a team member id. */
  accountManager: string;
  q: string;
  sort: EmployerSort;
  direction: 'asc' | 'desc';
  page: number;
};

/** GET organization/{id}/employers with filter, sort, page, _count and _q; page size 20 (SPEC §7, §9). */
export async function getEmployers(
  organizationId: string,
  params: EmployerListParams,
): Promise<{ items: Employer[]; count: number }> {
  const doc = await apiRequest<ApiDocument<ApiResource[]>>(
    `/organization/${encodeURIComponent(organizationId)}/employers`,
    {
      query: {
        filter: { view: params.view, expired: params.expired, account_manager: params.accountManager },
        sort: `${params.direction === 'desc' ? '-' : ''}${params.sort}`,
        'page[number]': params.page,
        'page[size]': EMPLOYER_PAGE_SIZE,
        include: 'contacts,custom_field_values',
        _count: true,
        _q: params.q || undefined,
      },
    },
  );
  return { items: doc.data.map((item) => toEmployer(item, doc)), count: Number(doc.meta?.count ?? 0) };
}

export const getEmployersQueryOptions = (organizationId: string, params: EmployerListParams) =>
  queryOptions({
    queryKey: employerKeys.list(organizationId, params),
    queryFn: () => getEmployers(organizationId, params),
    placeholderData: keepPreviousData,
  });

export const useEmployers = (organizationId: string, params: EmployerListParams, enabled = true) =>
  useQuery({ ...getEmployersQueryOptions(organizationId, params), enabled });
