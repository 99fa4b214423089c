import type { Db } from '@koers/server-core/db/database';
import { explorerQueryInput } from '../vacancies.input';
import { createVacanciesRepository } from '../vacancies.repository';
import { searchVacancies } from './search.queries';

/** An internet vacancy as a saved search's alert lists it. */
export type PostedVacancy = { id: string; title: string; employerName: string; city: string | null; postedAt: Date };

/**
 * A saved explorer search's vacancies posted after `since` (and not after `now`), newest first,
 * at most `limit`: what an alert mails. `query` is the explorer list's own parameters, read by its
 * parser (its errors are the list's). Without the candidate's match: it orders, it does not filter.
 */
export async function vacanciesPostedSince(
  db: Db,
  input: { query: Record<string, string>; since: Date; now: Date; limit: number },
): Promise<PostedVacancy[]> {
  const parsed = { ...explorerQueryInput.read(input.query), sort: 'newest' as const, match: null };
  const result = await searchVacancies(
    db,
    { ...parsed, facetNames: [], page: { number: 1, size: input.limit } },
    input.now,
  );
  const rows = await createVacanciesRepository(db).findByIds(result.hits.map((hit) => hit.id));
  return rows
    .filter((row) => row.postedAt.getTime() > input.since.getTime())
    .map((row) => ({
      id: row.id,
      title: row.title,
      employerName: row.employer.name,
      city: row.city,
      postedAt: row.postedAt,
    }));
}
