import type { Db } from '@koers/server-core/db/database';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/text';
import { employerSearchName } from '../imports/pipeline/field-parsers';
import { jobTitles } from '../occupations/occupations.table';
import { externalVacancies, internetEmployers, vacancySources } from './vacancies.table';

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

export function createVacanciesRepository(db: Db) {
  const withRelations = async (rows: VacancyRow[]): Promise<VacancyWithRelations[]> => {
    if (rows.length === 0) return [];
    const sourceIds = rows.map((row) => row.defaultSourceId).filter((id): id is string => id !== null);
    const jobTitleIds = rows.map((row) => row.jobTitleId).filter((id): id is string => id !== null);
    const [employers, sources, labels] = await Promise.all([
      db
        .select()
        .from(internetEmployers)
        .where(inArray(internetEmployers.id, [...new Set(rows.map((row) => row.employerId))])),
      sourceIds.length > 0
        ? db.select().from(vacancySources).where(inArray(vacancySources.id, sourceIds))
        : Promise.resolve([]),
      jobTitleIds.length > 0
        ? db
            .select({ id: jobTitles.id, label: jobTitles.labelNl })
            .from(jobTitles)
            .where(inArray(jobTitles.id, jobTitleIds))
        : Promise.resolve([]),
    ]);
    const employerById = new Map(employers.map((row) => [row.id, row]));
    const sourceById = new Map(sources.map((row) => [row.id, row]));
    const labelById = new Map(labels.map((row) => [row.id, row.label]));
    return rows.flatMap((row) => {
      const employer = employerById.get(row.employerId);
      if (!employer) return [];
      return [
        {
          ...row,
          employer,
          defaultSource: row.defaultSourceId ? (sourceById.get(row.defaultSourceId) ?? null) : null,
          jobTitleLabel: row.jobTitleId ? (labelById.get(row.jobTitleId) ?? null) : null,
        },
      ];
    });
  };

  return {
    /** Vacancies by id, in the order of `ids`. */
    async findByIds(ids: string[]): Promise<VacancyWithRelations[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(externalVacancies).where(inArray(externalVacancies.id, ids));
      const loaded = new Map((await withRelations(rows)).map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = loaded.get(id);
        return row ? [row] : [];
      });
    },

    async sourcesOf(vacancyId: string): Promise<SourceRow[]> {
      return db
        .select()
        .from(vacancySources)
        .where(eq(vacancySources.vacancyId, vacancyId))
        .orderBy(asc(vacancySources.foundAt), asc(vacancySources.domain));
    },

    /** The vacancies of one internet employer, newest first. */
    async listByEmployer(employerId: string, page: { offset: number; size: number }) {
      const rows = await db
        .select()
        .from(externalVacancies)
        .where(eq(externalVacancies.employerId, employerId))
        .orderBy(desc(externalVacancies.postedAt), asc(externalVacancies.id))
        .offset(page.offset)
        .limit(page.size);
      const [total] = await db
        .select({ value: count() })
        .from(externalVacancies)
        .where(eq(externalVacancies.employerId, employerId));
      return { rows: await withRelations(rows), count: total?.value ?? 0 };
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
