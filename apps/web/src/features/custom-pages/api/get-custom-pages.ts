import type { CustomPageFacts } from '@koers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { customPageKeys } from './custom-page-keys';

export type CustomPageSummary = CustomPageFacts & { position: number };

/** The organisation's pages for the roles of the current context, or for one of them (SPEC §7). */
export async function getCustomPages(organizationId: string, role?: string): Promise<CustomPageSummary[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<CustomPageSummary, 'id'>>[]>>(
    `/organization/${encodeURIComponent(organizationId)}/custom_pages`,
    { query: role ? { filter: { role } } : {} },
  );
  return doc.data.map(flatten);
}

export const getCustomPagesQueryOptions = (organizationId: string, role?: string) =>
  queryOptions({
    queryKey: customPageKeys.list(organizationId, role),
    queryFn: () => getCustomPages(organizationId, role),
    staleTime: 5 * 60_000,
  });

export const useCustomPages = (organizationId: string) => useQuery(getCustomPagesQueryOptions(organizationId));
