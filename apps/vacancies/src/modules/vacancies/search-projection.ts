import type { Db } from '@koers/server-core/db/database';
import { sql } from 'drizzle-orm';
import { arrayParam } from '../../lib/sql-rows';
import { CELL_SQL } from './geo';

/** The columns of a search row after its vacancy_id, in the order the select below gives them. */
const SEARCH_COLUMNS = [
  'posted_day',
  'posted_at',
  'valid_through_day',
  'cell',
  'x',
  'y',
  'z',
  'search_vector',
  'education_level',
  'employment_type',
  'contract_type',
  'hours_bucket',
  'job_title_id',
  'sector',
  'province',
  'source_types',
  'via_intermediary',
  'employer_id',
];

/**
 * Rebuilds the search rows of the given vacancies from their current state: called in the
 * transaction that wrote them. Text weights: title A (Dutch stems and plain words, for prefix
 * search while typing), employer and occupation B, the full text D.
 */
export async function refreshSearchRows(db: Db, vacancyIds: string[]): Promise<void> {
  await db.execute(sql`
    insert into vacancies.vacancy_search as s (vacancy_id, ${sql.raw(SEARCH_COLUMNS.join(', '))})
    select v.id,
      floor(extract(epoch from v.posted_at) / 86400)::int,
      v.posted_at,
      floor(extract(epoch from v.valid_through) / 86400)::int,
      case when v.latitude is null or v.longitude is null then null else ${sql.raw(CELL_SQL('v.latitude', 'v.longitude'))} end,
      cos(radians(v.latitude)) * cos(radians(v.longitude)),
      cos(radians(v.latitude)) * sin(radians(v.longitude)),
      sin(radians(v.latitude)),
      setweight(to_tsvector('dutch', v.title), 'A')
        || setweight(to_tsvector('simple', v.title), 'A')
        || setweight(to_tsvector('dutch', e.name || ' ' || coalesce(j.label_nl, '')), 'B')
        || setweight(to_tsvector('dutch', left(v.full_text, 20000)), 'D'),
      v.education_level_code, v.employment_type_code, v.contract_type_code,
      case when v.hours_max is null then null when v.hours_max < 16 then '0-16' when v.hours_max < 32 then '16-32' else '32+' end,
      v.job_title_id, e.sector_code, v.province_code,
      coalesce((select bit_or(case src.source_type when 'employer_site' then 1 when 'job_board' then 2 when 'intermediary' then 4 else 0 end)
                from vacancies.vacancy_sources src where src.vacancy_id = v.id), 0)::smallint,
      v.via_intermediary, v.employer_id
    from vacancies.external_vacancies v
    join vacancies.internet_employers e on e.id = v.employer_id
    left join vacancies.job_titles j on j.id = v.job_title_id
    where v.id = any(${arrayParam(vacancyIds, 'uuid')})
    -- New rows go onto the heap in the order given here, by cell and day: a batch's rows of one
    -- town then share a few pages instead of lying one per page among the whole country's.
    order by 5, 2
    on conflict (vacancy_id) do update set ${sql.raw(SEARCH_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', '))}
    -- A repost that changes nothing searchable (most do not) leaves the row as it is: no new row
    -- version, so the table does not swell with dead rows and a place's rows stay on few pages.
    where (${sql.raw(SEARCH_COLUMNS.map((column) => `s.${column}`).join(', '))})
      is distinct from (${sql.raw(SEARCH_COLUMNS.map((column) => `excluded.${column}`).join(', '))})`);
}

/** Bit of each source type in `vacancy_search.source_types`, as written above. */
export const SOURCE_TYPE_BITS = { employer_site: 1, job_board: 2, intermediary: 4 } as const;
