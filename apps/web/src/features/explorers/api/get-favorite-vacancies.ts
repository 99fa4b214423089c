import type { VacancyType } from '@koers/shared/saved-vacancies';
import { useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { explorerKeys } from './explorer-keys';

export type FavoriteVacancyRef = { id: string; type: VacancyType };

/**
 * SPEC §7 GET favorite_vacancies for the favourites explorer: the actor's favourite vacancies of
 * both kinds (internet and the organisation's own), newest first.
 */
export async function getFavoriteVacancies(): Promise<FavoriteVacancyRef[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<{ vacancyId: string; vacancyType: VacancyType }>[]>>(
    '/favorite_vacancies',
    { query: { 'page[size]': 100 } },
  );
  return doc.data.map((item) => ({ id: item.attributes.vacancyId, type: item.attributes.vacancyType }));
}

export function useFavoriteVacancies(enabled: boolean) {
  const { userContext } = useCurrentContext();
  return useQuery({
    queryKey: explorerKeys.favoriteVacancies(userContext.id),
    queryFn: () => getFavoriteVacancies(),
    enabled,
  });
}
