import type { FavorableType } from '@koers/shared/saved-vacancies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { favoriteKeys } from './favorite-keys';

export type Favorite = {
  id: string;
  favorableId: string;
  favorableType: FavorableType;
  createdAt: string;
};

const PAGE_SIZE = 100;

/**
 * GET user_contexts/{id}/favorites of one type (SPEC §7), every page: the toggles of a list look
 * up their state here instead of asking once per item.
 */
export async function getFavorites(userContextId: string, type: FavorableType): Promise<Favorite[]> {
  const favorites: Favorite[] = [];
  for (let page = 1; ; page += 1) {
    const doc = await apiRequest<ApiDocument<ApiResource<Omit<Favorite, 'id'>>[]>>(
      `/user_contexts/${encodeURIComponent(userContextId)}/favorites`,
      { query: { filter: { favorable_type: type }, 'page[number]': page, 'page[size]': PAGE_SIZE } },
    );
    favorites.push(...doc.data.map(flatten));
    if (doc.data.length < PAGE_SIZE) return favorites;
  }
}

export const favoritesQueryOptions = (userContextId: string, type: FavorableType) =>
  queryOptions({
    queryKey: favoriteKeys.ofType(userContextId, type),
    queryFn: () => getFavorites(userContextId, type),
  });

/** The current user context's favourites of one type. */
export function useFavorites(type: FavorableType, options: { enabled?: boolean } = {}) {
  const { userContext } = useCurrentContext();
  return useQuery({ ...favoritesQueryOptions(userContext.id, type), enabled: options.enabled ?? true });
}
