import { useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { explorerKeys } from './explorer-keys';

export type SuggestedTraining = {
  id: string;
  name: string;
  method: string | null;
  level: string | null;
  price: number | null;
  priceCurrency: string | null;
  duration: number | null;
  durationUnit: string | null;
  description: string | null;
  url: string | null;
};

/**
 * SPEC §7 GET suggestions/trainings filtered by term, once for the vacancy title and once for
 * the occupation title; one list, each training once.
 */
export async function getTrainingSuggestions(terms: readonly string[]): Promise<SuggestedTraining[]> {
  const seen = new Map<string, SuggestedTraining>();
  for (const term of terms) {
    const doc = await apiRequest<ApiDocument<ApiResource<Omit<SuggestedTraining, 'id'>>[]>>('/suggestions/trainings', {
      service: 'vacancies',
      query: { filter: { term }, 'page[size]': 3 },
    });
    for (const item of doc.data) if (!seen.has(item.id)) seen.set(item.id, flatten(item));
  }
  return [...seen.values()];
}

export function useTrainingSuggestions(terms: readonly string[]) {
  return useQuery({
    queryKey: explorerKeys.trainings(terms),
    queryFn: () => getTrainingSuggestions(terms),
    enabled: terms.length > 0,
    staleTime: 10 * 60_000,
  });
}
