import type { Db } from '@koers/server-core/db/database';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { employerSearchName, escapeLike } from '../../lib/text';
import { jobTitles } from '../../schema/occupations.table';
import { externalVacancies, internetEmployers, vacancySources } from '../../schema/vacancies.table';

export type VacancyRow = typeof externalVacancies.$inferSelect;
export type EmployerRow = typeof internetEmployers.$inferSelect;
export type SourceRow = typeof vacancySources.$inferSelect;
export type VacancyWithRelations = VacancyRow & {
  employer: EmployerRow;
  defaultSource: SourceRow | null;
  jobTitleLabel: string | null;
};
export type EmployerWithCount = EmployerRow & { vacancyCount: number };

// Qualified by hand: inside the subquery an unqualified "id" would be the vacancy's own id.
const VACANCY_COUNT = sql<number>`(select count(*)::int from vacancies.external_vacancies v where v.employer_id = "vacancies"."internet_employers"."id")`;

const preparedByIds = new WeakMap<Db, unknown>();

export function createVacanciesRepository(db: Db) {
  // One statement for a page of vacancies with their employer, default source and occupation:
  // the explorer shows a page per keystroke, so round trips count.
  const selectWithRelations = () =>
    db
      .select({
        vacancy: externalVacancies,
        employer: internetEmployers,
        defaultSource: vacancySources,
        jobTitleLabel: jobTitles.labelNl,
      })
      .from(externalVacancies)
      .innerJoin(internetEmployers, eq(internetEmployers.id, externalVacancies.employerId))
      .leftJoin(vacancySources, eq(vacancySources.id, externalVacancies.defaultSourceId))
      .leftJoin(jobTitles, eq(jobTitles.id, externalVacancies.jobTitleId));
  const withRelations = (
    rows: Array<{
      vacancy: VacancyRow;
      employer: EmployerRow;
      defaultSource: SourceRow | null;
      jobTitleLabel: string | null;
    }>,
  ): VacancyWithRelations[] =>
    rows.map(({ vacancy, employer, defaultSource, jobTitleLabel }) => ({
      ...vacancy,
      employer,
      defaultSource,
      jobTitleLabel,
    }));

  // Every explorer search loads its page through this one statement: prepared once per
  // connection, it is neither rebuilt by Drizzle nor planned again by the server each time
  // (together some 2 ms of a search at a million ads; see docs/benchmarks.md). Drizzle's
  // prepared query is built once per database too: building it per request was 8 % of an
  // explorer search's Node CPU.
  let byIds = preparedByIds.get(db) as ReturnType<typeof prepareByIds> | undefined;
  if (!byIds) {
    byIds = prepareByIds();
    preparedByIds.set(db, byIds);
  }
  function prepareByIds() {
    return selectWithRelations()
      .where(sql`${externalVacancies.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('vacancies_find_by_ids');
  }

  return {
    /** Vacancies by id, in the order of `ids`. */
    async findByIds(ids: string[]): Promise<VacancyWithRelations[]> {
      if (ids.length === 0) return [];
      const rows = await byIds.execute({ ids });
      const loaded = new Map(withRelations(rows).map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = loaded.get(id);
        return row ? [row] : [];
      });
    },

    /** The sources of these vacancies (oldest find first), grouped per vacancy, in one statement. */
    async sourcesOf(vacancyIds: string[]): Promise<Map<string, SourceRow[]>> {
      const result = new Map<string, SourceRow[]>(vacancyIds.map((id) => [id, []]));
      if (vacancyIds.length === 0) return result;
      const rows = await db
        .select()
        .from(vacancySources)
        .where(inArray(vacancySources.vacancyId, vacancyIds))
        .orderBy(asc(vacancySources.foundAt), asc(vacancySources.domain));
      for (const row of rows) result.get(row.vacancyId)?.push(row);
      return result;
    },

    /** The vacancies of one internet employer, newest first. */
    async listByEmployer(employerId: string, page: { offset: number; size: number }) {
      const rows = await selectWithRelations()
        .where(eq(externalVacancies.employerId, employerId))
        .orderBy(desc(externalVacancies.postedAt), asc(externalVacancies.id))
        .offset(page.offset)
        .limit(page.size);
      const [total] = await db
        .select({ value: count() })
        .from(externalVacancies)
        .where(eq(externalVacancies.employerId, employerId));
      return { rows: withRelations(rows), count: total?.value ?? 0 };
    },

    async findEmployer(id: string): Promise<EmployerWithCount | null> {
      const [row] = await db
        .select({ ...getTableColumns(internetEmployers), vacancyCount: VACANCY_COUNT })
        .from(internetEmployers)
        .where(eq(internetEmployers.id, id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Internet employers by name (any word of the name starting with the term) and city, with
     * their number of vacancies.
     */
    async listEmployers(options: {
      q?: string;
      city?: string;
      cocNumber?: string;
      sort: 'name' | 'vacancyCount';
      direction: 'asc' | 'desc';
      offset: number;
      size: number;
    }): Promise<{ rows: EmployerWithCount[]; count: number }> {
      const conditions = [];
      if (options.q) {
        const term = escapeLike(employerSearchName(options.q));
        conditions.push(
          sql`(${internetEmployers.searchName} like ${`${term}%`} or ${internetEmployers.searchName} like ${`% ${term}%`})`,
        );
      }
      if (options.city) conditions.push(sql`lower(${internetEmployers.city}) = lower(${options.city})`);
      if (options.cocNumber) conditions.push(eq(internetEmployers.cocNumber, options.cocNumber));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const direction = options.direction === 'desc' ? desc : asc;
      const rows = await db
        .select({ ...getTableColumns(internetEmployers), vacancyCount: VACANCY_COUNT })
        .from(internetEmployers)
        .where(where)
        .orderBy(
          options.sort === 'vacancyCount' ? direction(VACANCY_COUNT) : direction(sql`lower(${internetEmployers.name})`),
          asc(sql`lower(${internetEmployers.name})`),
          asc(internetEmployers.id),
        )
        .offset(options.offset)
        .limit(options.size);
      const [total] = await db.select({ value: count() }).from(internetEmployers).where(where);
      return { rows, count: total?.value ?? 0 };
    },
  };
}
