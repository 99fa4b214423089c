import { type FavorableType, SAVED_VACANCY_TEXTS } from '@koers/shared/saved-vacancies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, resourceBody } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { favoriteKeys } from './favorite-keys';
import type { Favorite } from './get-favorites';

/** POST favorite with explorerId, favorableId, favorableType (SPEC §7). */
export async function createFavorite(input: {
  favorableType: FavorableType;
  favorableId: string;
  explorerId: string | null;
}): Promise<void> {
  await apiRequest('/favorite', {
    method: 'POST',
    body: resourceBody('favorites', {
      favorableType: input.favorableType,
      favorableId: input.favorableId,
      ...(input.explorerId ? { explorerId: input.explorerId } : {}),
    }),
  });
}

/** DELETE favorite/{id} (SPEC §7). */
export async function deleteFavorite(id: string): Promise<void> {
  await apiRequest(`/favorite/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Toggles a favourite (SPEC §4: absent ↔ present), shown at once and put right when the server
 * refuses; a failure gives the snackbar of SPEC §8.
 */
export function useToggleFavorite(favorableType: FavorableType) {
  const queryClient = useQueryClient();
  const { userContext } = useCurrentContext();
  const key = favoriteKeys.ofType(userContext.id, favorableType);
  return useMutation({
    mutationFn: async (input: { favorableId: string; explorerId: string | null; current: Favorite | null }) => {
      if (input.current) await deleteFavorite(input.current.id);
      else await createFavorite({ favorableType, favorableId: input.favorableId, explorerId: input.explorerId });
    },
    meta: { errorMessage: SAVED_VACANCY_TEXTS.favoriteFailed },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favorite[]>(key);
      queryClient.setQueryData<Favorite[]>(key, (list = []) =>
        input.current
          ? list.filter((favorite) => favorite.id !== input.current?.id)
          : [
              {
                id: `nieuw-${input.favorableId}`,
                favorableId: input.favorableId,
                favorableType,
                createdAt: new Date().toISOString(),
              },
              ...list,
            ],
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
