import type { NotificationListener } from '@koers/server-core/db/notifications';
import { createScopedCache } from '@koers/server-core/db/scoped-cache';
import type { VacancyFacet } from '@koers/shared';
import type { ExplorerQuery } from './explorer-query';

/** The channel on which the database announces a change to what a search counts (migration 0005). */
export const SEARCH_CHANGED_CHANNEL = 'vacancies_search_changed';

/** Counts are read again after this long even if no change was announced (a safety net). */
const KEEP_AT_MOST_MS = 5 * 60_000;
/** Searches kept per instance; the facets of one are some 3 KB, so about 15 MB at most. */
const MAX_SEARCHES = 5_000;
/** Every change announces the empty payload: the counts of all searches go at once. */
const SCOPE = '';

export type SearchCounts = {
  count: number;
  facets: Partial<Record<VacancyFacet, Array<{ value: string; label: string; count: number }>>>;
};

export type SearchCountsCache = {
  get(key: string, since?: number): Promise<SearchCounts | undefined>;
  token(): string;
  set(key: string, counts: SearchCounts, token: string): void;
};

/**
 * The total and facet counts of explorer searches, kept per instance until the database
 * announces a change to the search rows, vacancies, employers, occupations or places (by any instance,
 * import or command; the rules of `createScopedCache`). Paging, sorting or another person asking
 * the same search then reads only the page (docs/decisions.md, "Explorer counts kept per search").
 */
export function createSearchCountsCache(listener: NotificationListener): SearchCountsCache {
  const cache = createScopedCache<SearchCounts>(listener, SEARCH_CHANGED_CHANNEL, { maxEntries: MAX_SEARCHES });
  return {
    get: (key, since) => cache.get(SCOPE, key, since),
    token: () => cache.token(SCOPE),
    set: (key, counts, token) => cache.set(SCOPE, key, counts, token, Date.now() + KEEP_AT_MOST_MS),
  };
}

/**
 * What a search's counts depend on: everything but its sort, page and match (which only order
 * the rows), and the day (the period and the availability level count from it).
 */
export function searchCountsKey(query: ExplorerQuery, today: number): string {
  const { sort: _sort, page: _page, match: _match, ...search } = query;
  return JSON.stringify([today, search]);
}
