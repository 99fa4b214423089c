import type { Config } from '@koers/server-core/config';
import type { Database } from '@koers/server-core/db/database';

/** What every route module of the vacancies service receives. */
export type VacanciesContext = {
  config: Config;
  database: Database;
};
