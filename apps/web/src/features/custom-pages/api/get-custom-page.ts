import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { customPageKeys } from './custom-page-keys';
import type { CustomPageSummary } from './get-custom-pages';

export type CustomPage = CustomPageSummary & { body: string; updatedAt: string };

export async function getCustomPage(id: string): Promise<CustomPage> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<CustomPage, 'id'>>>>(
    `/custom_page/${encodeURIComponent(id)}`,
  );
  return flatten(doc.data);
}

export const getCustomPageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customPageKeys.detail(id),
    queryFn: () => getCustomPage(id),
    // 404 (not for this person's roles, or another organisation's) shows the not-found screen.
    meta: { handles: [400, 404] },
  });

export const useCustomPage = (id: string) => useQuery(getCustomPageQueryOptions(id));
