import type { FavorableType } from '@koers/shared/saved-vacancies';

export const favoriteKeys = {
  all: ['favorites'] as const,
  ofType: (userContextId: string, type: FavorableType) => [...favoriteKeys.all, userContextId, type] as const,
};
