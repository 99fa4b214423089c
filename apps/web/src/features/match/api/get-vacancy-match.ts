import type { Match } from '@koers/shared/match';
import { useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { matchKeys } from './get-match-profile';

/** The explained match of one internet vacancy for a profile's `match[...]` parameters. */
export async function getVacancyMatch(vacancyId: string, query: Record<string, string>): Promise<Match | null> {
  const doc = await apiRequest<ApiDocument<ApiResource>>(`/external_vacancies/${encodeURIComponent(vacancyId)}`, {
    service: 'vacancies',
    query,
  });
  return (doc.data.meta?.match as Match | undefined) ?? null;
}

export function useVacancyMatch(vacancyId: string, query: Record<string, string> | null) {
  return useQuery({
    queryKey: [...matchKeys.all, 'vacancy', vacancyId, query] as const,
    queryFn: () => getVacancyMatch(vacancyId, query ?? {}),
    enabled: query !== null,
  });
}
