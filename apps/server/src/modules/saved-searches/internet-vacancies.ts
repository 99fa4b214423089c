import type { Db } from '@koers/server-core/db/database';

/** An internet vacancy as an alert lists it. */
export type InternetVacancy = {
  id: string;
  title: string;
  employerName: string;
  city: string | null;
  postedAt: Date;
};

/**
 * The main backend's way into the internet vacancies of the vacancies service, which it may not
 * import: the composition (`apps/koers`) hands it in, backed by the service's own query parser
 * and search in the same process. Absent: internet searches cannot be saved.
 */
export type InternetVacancies = {
  /**
   * Reads an internet explorer list's parameters with the vacancies service's parser; what it
   * refuses throws an `ApiError` with its Dutch detail.
   */
  checkQuery(query: Record<string, string>): void;
  /**
   * The search's vacancies posted after `since` (and not after `now`), newest first, at most
   * `limit`. Null when the vacancies service does not run with this backend (`--only-server`):
   * internet searches are kept, their alerts wait. `db` is the caller's transaction: on one
   * database (the embedded one has a single connection) the search runs in it.
   */
  postedSince:
    | ((input: {
        db: Db;
        query: Record<string, string>;
        since: Date;
        now: Date;
        limit: number;
      }) => Promise<InternetVacancy[]>)
    | null;
};

/** The explorer kind whose searches go to the vacancies service. */
export const INTERNET_RESOURCE_TYPE = 'Vacancies::ExternalVacancy';
