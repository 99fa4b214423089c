import type { Config } from '@koers/server-core/config';
import type { Database } from '@koers/server-core/db/database';
import type { SearchCountsCache } from './modules/vacancies/search/search-counts';

/** What every route module of the vacancies service receives. */
export type VacanciesContext = {
  config: Config;
  database: Database;
  /** The explorer's counts kept per search (the plugin's; absent: every search counts anew). */
  searchCounts?: SearchCountsCache;
};
