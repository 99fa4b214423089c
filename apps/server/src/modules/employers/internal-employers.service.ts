import type { Db } from '@koers/server-core/db/database';
import type { Actor } from '@koers/shared';
import { employerErrors } from './employers.errors';
import {
  findInternalEmployer,
  type InternalEmployerRow,
  listInternalEmployers,
  type PublishedVacancyRow,
  publishedVacanciesOf,
} from './internal-employers.queries';

export type { InternalEmployerRow, PublishedVacancyRow };

/** Werkgevers (employers-internal): the organisation's employers with published vacancies, by name. */
export function listEmployersWithPublishedVacancies(
  db: Db,
  actor: Actor,
  options: { q: string | undefined; page: { size: number; offset: number }; count: boolean },
) {
  return listInternalEmployers(db, { organizationId: actor.organizationId, ...options });
}

/**
 * One employer's profile with its published vacancies; another organisation's employer, an
 * archived one or one without published vacancies is not found (404).
 */
export async function loadInternalEmployer(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ employer: InternalEmployerRow; vacancies: PublishedVacancyRow[] }> {
  const employer = await findInternalEmployer(db, actor.organizationId, id);
  if (!employer) throw employerErrors.notFound();
  return { employer, vacancies: await publishedVacanciesOf(db, actor.organizationId, employer.id) };
}
