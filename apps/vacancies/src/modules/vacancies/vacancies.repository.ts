import type { Db } from '@koers/server-core/db/database';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { arrayParam } from '../../lib/sql-rows';
import { employerSearchName, escapeLike } from '../../lib/text';
import { jobTitles } from '../../schema/occupations.table';
import { externalVacancies, internetEmployers, vacancySources } from '../../schema/vacancies.table';

export type VacancyRow = typeof externalVacancies.$inferSelect;
export type EmployerRow = typeof internetEmployers.$inferSelect;
export type SourceRow = typeof vacancySources.$inferSelect;
/** Columns of a vacancy no answer shows: how reposts are recognised, when the row was written. */
type InternalColumn = 'dedupBlock' | 'titleKey' | 'simhash' | 'createdAt' | 'updatedAt';
/** The long texts: the detail shows them, a list's card does not (`fields[external_vacancies]`). */
type LongText = 'fullText' | 'profile' | 'benefits' | 'applicationProcedure' | 'employerDescription';
/** A vacancy as the answers show it; the long texts are null when the list's statement loaded it. */
export type LoadedVacancy = Omit<VacancyRow, InternalColumn | LongText> & { [K in LongText]: VacancyRow[K] | null };
export type VacancyWithRelations = LoadedVacancy & {
  employer: EmployerRow;
  defaultSource: SourceRow | null;
  jobTitleLabel: string | null;
};
export type EmployerWithCount = EmployerRow & { vacancyCount: number };

// Qualified by hand: inside the subquery an unqualified "id" would be the vacancy's own id.
const VACANCY_COUNT = sql<number>`(select count(*)::int from vacancies.external_vacancies v where v.employer_id = "vacancies"."internet_employers"."id")`;

const { dedupBlock, titleKey, simhash, createdAt, updatedAt, ...shownColumns } = getTableColumns(externalVacancies);
const NOT_LOADED = sql<null>`null`;
/** A list's card: the shown columns without the long texts (the most of a vacancy's bytes). */
const cardColumns = {
  ...shownColumns,
  fullText: NOT_LOADED,
  profile: NOT_LOADED,
  benefits: NOT_LOADED,
  applicationProcedure: NOT_LOADED,
  employerDescription: NOT_LOADED,
};

/**
 * The explorer list's page (`fields[external_vacancies]` of the list's cards, no contact or source
 * included): what its cards and a match read, the employer; every other column null, no default
 * source or occupation joined (a page per keystroke: fewer values to send, parse and map).
 */
const listCardColumns = {
  ...cardColumns,
  employmentTypeCode: NOT_LOADED,
  contractTypeCode: NOT_LOADED,
  hoursMin: NOT_LOADED,
  salaryMin: NOT_LOADED,
  salaryMax: NOT_LOADED,
  salaryCurrency: NOT_LOADED,
  salaryUnit: NOT_LOADED,
  contactName: NOT_LOADED,
  contactPerson: NOT_LOADED,
  contactEmail: NOT_LOADED,
  contactPhone: NOT_LOADED,
  contactAddress: NOT_LOADED,
  contactLatitude: NOT_LOADED,
  contactLongitude: NOT_LOADED,
};

/**
 * What the facet index keeps of a list's card (search-cards.ts): the columns the list's statement
 * loads but its nulls, and the employer by id (read once per employer, not once per vacancy).
 */
const indexCardColumns = {
  id: shownColumns.id,
  title: shownColumns.title,
  postedAt: shownColumns.postedAt,
  validThrough: shownColumns.validThrough,
  educationLevelCode: shownColumns.educationLevelCode,
  professionCode: shownColumns.professionCode,
  jobTitleId: shownColumns.jobTitleId,
  hoursMax: shownColumns.hoursMax,
  workExperienceYears: shownColumns.workExperienceYears,
  city: shownColumns.city,
  postalCode: shownColumns.postalCode,
  provinceCode: shownColumns.provinceCode,
  latitude: shownColumns.latitude,
  longitude: shownColumns.longitude,
  employerId: shownColumns.employerId,
  viaIntermediary: shownColumns.viaIntermediary,
  functionProfile: shownColumns.functionProfile,
  defaultSourceId: shownColumns.defaultSourceId,
};
export type IndexCardRow = { [K in keyof typeof indexCardColumns]: VacancyRow[K] };

/** Which of the page's statements: the whole vacancies, the cards (no long texts), the list's cards. */
export type VacancyShapeName = 'whole' | 'cards' | 'list';

const preparedByIds = new WeakMap<Db, ReturnType<typeof prepareByIds>>();

/**
 * The page's vacancies with their employer, default source and occupation, in one statement per
 * shape (whole, or the list's cards), prepared once per database (see createVacanciesRepository).
 */
function prepareByIds(db: Db) {
  const statement = (name: string, vacancy: typeof shownColumns | typeof cardColumns) =>
    db
      .select({ vacancy, employer: internetEmployers, defaultSource: vacancySources, jobTitleLabel: jobTitles.labelNl })
      .from(externalVacancies)
      .innerJoin(internetEmployers, eq(internetEmployers.id, externalVacancies.employerId))
      .leftJoin(vacancySources, eq(vacancySources.id, externalVacancies.defaultSourceId))
      .leftJoin(jobTitles, eq(jobTitles.id, externalVacancies.jobTitleId))
      .where(sql`${externalVacancies.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare(name);
  return {
    whole: statement('vacancies_find_by_ids', shownColumns),
    cards: statement('vacancies_find_cards_by_ids', cardColumns),
    list: db
      .select({
        vacancy: listCardColumns,
        employer: internetEmployers,
        defaultSource: NOT_LOADED,
        jobTitleLabel: NOT_LOADED,
      })
      .from(externalVacancies)
      .innerJoin(internetEmployers, eq(internetEmployers.id, externalVacancies.employerId))
      .where(sql`${externalVacancies.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('vacancies_find_list_cards_by_ids'),
  };
}

export function createVacanciesRepository(db: Db) {
  // One statement for a page of vacancies with their employer, default source and occupation:
  // the explorer shows a page per keystroke, so round trips count.
  const selectWithRelations = () =>
    db
      .select({
        vacancy: shownColumns,
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
      vacancy: LoadedVacancy;
      employer: EmployerRow;
      defaultSource: SourceRow | null;
      jobTitleLabel: string | null;
    }>,
  ): VacancyWithRelations[] =>
    // The row Drizzle made is the vacancy's own: completed in place, not copied (a page per ask).
    rows.map(({ vacancy, employer, defaultSource, jobTitleLabel }) =>
      Object.assign(vacancy, { employer, defaultSource, jobTitleLabel }),
    );

  // Every explorer search loads its page through one of these statements: prepared once per
  // connection, it is neither rebuilt by Drizzle nor planned again by the server each time
  // (together some 2 ms of a search at a million ads; see docs/benchmarks.md). Drizzle's
  // prepared query is built once per database too: building it per request was 8 % of an
  // explorer search's Node CPU.
  let byIds = preparedByIds.get(db);
  if (!byIds) {
    byIds = prepareByIds(db);
    preparedByIds.set(db, byIds);
  }
  const statements = byIds;

  return {
    /**
     * Vacancies by id, in the order of `ids`; `cards`: without their long texts (null), for a
     * list whose fieldset asks none of them; `list`: only what the list's cards show (see above).
     */
    async findByIds(ids: string[], options: { shape?: VacancyShapeName } = {}): Promise<VacancyWithRelations[]> {
      if (ids.length === 0) return [];
      const rows = await statements[options.shape ?? 'whole'].execute({ ids });
      const loaded = new Map(withRelations(rows).map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = loaded.get(id);
        return row ? [row] : [];
      });
    },

    /** What the facet index keeps of these vacancies' cards (see `indexCardColumns`), in no order. */
    indexCardsByIds(ids: string[]): Promise<IndexCardRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(indexCardColumns)
        .from(externalVacancies)
        .where(sql`${externalVacancies.id} = any(${arrayParam(ids, 'uuid')})`);
    },

    /** Internet employers by id, in no order. */
    employersByIds(ids: string[]): Promise<EmployerRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(internetEmployers)
        .where(sql`${internetEmployers.id} = any(${arrayParam(ids, 'uuid')})`);
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
