import type { Config } from '@koers/server-core/config';
import type { Database } from '@koers/server-core/db/database';
import type { SearchCountsCache } from './modules/vacancies/search/search-counts';
import type { SearchIndexKeeper } from './modules/vacancies/search/search-index';

/** What every route module of the vacancies service receives. */
export type VacanciesContext = {
  config: Config;
  database: Database;
  /** The explorer's counts kept per search (the plugin's; absent: every search counts anew). */
  searchCounts?: SearchCountsCache;
  /** The explorer's facet index (the plugin's; absent: the counts come from SQL). */
  searchIndex?: SearchIndexKeeper;
};
