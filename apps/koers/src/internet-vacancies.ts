import type { InternetVacancies } from '@koers/server/modules/saved-searches/internet-vacancies';
import type { Database } from '@koers/server-core/db/database';
import { searchVacancies } from '@koers/vacancies/modules/vacancies/search/search.queries';
import { explorerQueryInput } from '@koers/vacancies/modules/vacancies/vacancies.input';
import { createVacanciesRepository } from '@koers/vacancies/modules/vacancies/vacancies.repository';

/**
 * The main backend's internet-vacancy searches (saved searches and their alerts), by the
 * vacancies service's own parser and search in this process. Without its database (`--only-server`)
 * the parameters are still read, so a search can be saved, but nothing is searched: alerts wait.
 * On the main backend's own embedded database the search runs in the caller's transaction (`db`):
 * it has one connection, which that transaction holds; PostgreSQL takes it from the pool.
 */
export function internetVacanciesOf(vacanciesDatabase: Database | null, mainDatabase: Database): InternetVacancies {
  return {
    checkQuery(query) {
      explorerQueryInput.read(query);
    },
    postedSince: vacanciesDatabase
      ? async ({ db: within, query, since, now, limit }) => {
          const db = vacanciesDatabase === mainDatabase && vacanciesDatabase.pglite ? within : vacanciesDatabase.db;
          // Newest first, without the candidate's match (it orders, it does not filter).
          const parsed = { ...explorerQueryInput.read(query), sort: 'newest' as const, match: null };
          const result = await searchVacancies(
            db,
            { ...parsed, facetNames: [], page: { number: 1, size: limit } },
            now,
          );
          const rows = await createVacanciesRepository(db).findByIds(result.hits.map((hit) => hit.id));
          return rows
            .filter((row) => row.postedAt.getTime() > since.getTime())
            .map((row) => ({
              id: row.id,
              title: row.title,
              employerName: row.employer.name,
              city: row.city,
              postedAt: row.postedAt,
            }));
        }
      : null,
  };
}
