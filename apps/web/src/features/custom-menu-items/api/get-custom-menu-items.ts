import type { CustomMenuItemFacts } from '@koers/shared';
import { queryOptions } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';

export type CustomMenuItem = CustomMenuItemFacts & { position: number };

export const customMenuItemKeys = {
  all: ['custom_menu_items'] as const,
  list: (organizationId: string) => [...customMenuItemKeys.all, { organizationId }] as const,
};

/** The organisation's own menu links for the roles of the current context (SPEC §7). */
export async function getCustomMenuItems(organizationId: string): Promise<CustomMenuItem[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<CustomMenuItem, 'id'>>[]>>('/custom_menu_items', {
    query: { filter: { organization: organizationId } },
  });
  return doc.data.map(flatten);
}

export const getCustomMenuItemsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: customMenuItemKeys.list(organizationId),
    queryFn: () => getCustomMenuItems(organizationId),
    staleTime: 5 * 60_000,
  });
