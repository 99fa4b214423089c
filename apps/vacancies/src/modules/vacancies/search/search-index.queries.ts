import type { Db } from '@koers/server-core/db/database';
import { sql } from 'drizzle-orm';
import { queryRows, toNumber } from '../../../lib/sql-rows';

/** One row of the search table as the facet index (search-index.ts) keeps it. */
export type SearchIndexRow = {
  id: string;
  posted_day: number;
  posted_at_us: number | string;
  valid_through_day: number | null;
  cell: number | null;
  x: number | null;
  y: number | null;
  z: number | null;
  source_types: number;
  via_intermediary: boolean;
  job_title_id: string | null;
  employer_id: string;
  education_level: string | null;
  employment_type: string | null;
  contract_type: string | null;
  hours_bucket: string | null;
  sector: string | null;
  province: string | null;
  /** `search_vector::text`: the text index's lexemes and positions (text-index.ts). */
  vector: string;
};

/** How many rows the search table holds. */
export async function countSearchRows(db: Db): Promise<number> {
  const [counted] = await queryRows<{ n: unknown }>(db, sql`select count(*) as n from vacancies.vacancy_search`);
  return toNumber(counted?.n ?? 0);
}

/**
 * The next `limit` rows of the search table after `after` in key order (vacancy, day), with the
 * columns the facet index keeps: the index is read a chunk at a time, between which the thread
 * serves requests (on PGlite a statement runs on it).
 */
export function readSearchRows(
  db: Db,
  after: { id: string; day: number } | null,
  limit: number,
): Promise<SearchIndexRow[]> {
  return queryRows<SearchIndexRow>(
    db,
    sql`select vacancy_id::text as id, posted_day, (extract(epoch from posted_at) * 1000000)::float8 as posted_at_us,
        valid_through_day, cell, x, y, z, source_types, via_intermediary, job_title_id::text as job_title_id,
        employer_id::text as employer_id, education_level, employment_type, contract_type, hours_bucket, sector, province,
        search_vector::text as vector
      from vacancies.vacancy_search
      ${after ? sql`where (vacancy_id, posted_day) > (${after.id}::uuid, ${after.day})` : sql``}
      order by vacancy_id, posted_day
      limit ${limit}`,
  );
}

/** The names of the occupations ('o') and employers ('e', with their KvK number) the search table refers to. */
export function readSearchIndexNames(
  db: Db,
): Promise<Array<{ kind: string; id: string; label: string | null; coc: string | null }>> {
  return queryRows(
    db,
    sql`select 'o' as kind, id::text as id, label_nl as label, null::text as coc from vacancies.job_titles
          where id in (select job_title_id from vacancies.vacancy_search)
        union all
        select 'e', id::text, name, coc_number from vacancies.internet_employers
          where id in (select employer_id from vacancies.vacancy_search)`,
  );
}
