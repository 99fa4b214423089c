import type { Db } from '@koers/server-core/db/database';
import { createVacanciesRepository, type SourceRow, type VacancyWithRelations } from './vacancies.repository';

/** The sources of these vacancies, when `include` asks for them (one query for all). */
export async function sourcesFor(
  db: Db,
  vacancies: VacancyWithRelations[],
  include: Set<string>,
): Promise<Map<string, SourceRow[]>> {
  if (!include.has('sources')) return new Map();
  return createVacanciesRepository(db).sourcesOf(vacancies.map((vacancy) => vacancy.id));
}

/* The search projection's verbs for the import pipeline and the command-line tools. */
export {
  compactSearchMonth,
  ensureSearchPartitions,
  refreshSearchRows,
  refreshSearchRowsOfEmployers,
  refreshSearchRowsOfJobTitles,
  searchMonthRows,
  searchPartitionOf,
} from './search-projection.queries';
