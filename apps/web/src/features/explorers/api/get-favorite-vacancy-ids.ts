import { useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { explorerKeys } from './explorer-keys';

/** SPEC §7 GET favorites of the favourites explorer: the ids of the actor's favourite internet vacancies, newest first. */
export async function getFavoriteVacancyIds(userContextId: string): Promise<string[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<{ favorableId: string }>[]>>('/favorites', {
    query: {
      filter: { user_context: userContextId, favorable_type: 'Vacancies::ExternalVacancy' },
      'page[size]': 100,
    },
  });
  return doc.data.map((item) => item.attributes.favorableId);
}

export function useFavoriteVacancyIds(enabled: boolean) {
  const { userContext } = useCurrentContext();
  return useQuery({
    queryKey: explorerKeys.favoriteIds(userContext.id),
    queryFn: () => getFavoriteVacancyIds(userContext.id),
    enabled,
  });
}
