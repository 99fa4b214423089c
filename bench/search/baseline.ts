import type { Db } from '@koers/server-core/db/database';
import { periodDays, type VacancyFacet } from '@koers/shared';
import { arrayParam, queryRows, toNumber } from '@koers/vacancies/lib/sql-rows';
import { resolveLocation } from '@koers/vacancies/modules/places/locations';
import { dayNumber, EARTH_RADIUS_KM } from '@koers/vacancies/modules/vacancies/geo';
import type { ExplorerQuery } from '@koers/vacancies/modules/vacancies/search/explorer-query';
import { matchesText } from '@koers/vacancies/modules/vacancies/search/words.queries';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The naive design the benchmark compares against: the wide vacancy table with a plain GIN
 * index on a stored Dutch tsvector of its text, a GiST index on earthdistance's `ll_to_earth`
 * and a btree on the posting date; per search a count query, one GROUP BY query per facet and
 * one page query.
 */
export const BASELINE_INDEXES = [
  // A stored tsvector, so rechecks do not re-parse the text: the baseline at its best.
  `alter table vacancies.external_vacancies add column if not exists bench_text tsvector
     generated always as (to_tsvector('dutch', title || ' ' || full_text)) stored`,
  'create index if not exists bench_baseline_text on vacancies.external_vacancies using gin (bench_text)',
  `create index if not exists bench_baseline_earth on vacancies.external_vacancies
     using gist (ll_to_earth(latitude, longitude))`,
  'create index if not exists bench_baseline_posted on vacancies.external_vacancies (posted_at)',
  'create index if not exists bench_baseline_source on vacancies.vacancy_sources (vacancy_id, source_type)',
];

// earthdistance's sphere (earth(), 6378168 m) is not ours: scaling the radius keeps the same angle.
const EARTH_EXTENSION_RADIUS_KM = 6378.168;

export async function baselineSearch(db: Db, query: ExplorerQuery, tsquery: SQL | null, now: Date) {
  const today = dayNumber(now);
  const base: SQL[] = [];
  const days = periodDays(query.period);
  if (days !== null)
    base.push(sql`v.posted_at >= ${new Date((today - days + 1) * 86_400_000).toISOString()}::timestamptz`);
  let distance: SQL = sql`null::float8`;
  if (query.geoId) {
    const location = await resolveLocation(db, query.geoId);
    if (!location) throw new Error(`unknown location ${query.geoId}`);
    const radiusMetres = query.radiusKm * (EARTH_EXTENSION_RADIUS_KM / EARTH_RADIUS_KM) * 1000;
    const centre = sql`ll_to_earth(${location.latitude}, ${location.longitude})`;
    distance = sql`earth_distance(${centre}, ll_to_earth(v.latitude, v.longitude))`;
    base.push(sql`earth_box(${centre}, ${radiusMetres}) @> ll_to_earth(v.latitude, v.longitude)`);
    base.push(sql`${distance} <= ${radiusMetres}`);
  }
  if (tsquery) base.push(matchesText(sql`v.bench_text`, tsquery));

  const availability = sql`case
    when v.valid_through is not null and v.valid_through < ${new Date(today * 86_400_000).toISOString()}::timestamptz then 1
    when v.posted_at >= ${new Date((today - 7) * 86_400_000).toISOString()}::timestamptz then 4
    when v.valid_through is null and v.posted_at < ${new Date((today - 60) * 86_400_000).toISOString()}::timestamptz then 2
    else 3 end`;
  const hours = sql`case when v.hours_max is null then null when v.hours_max < 16 then '0-16' when v.hours_max < 32 then '16-32' else '32+' end`;
  const column: Record<Exclude<VacancyFacet, 'sourceType'>, SQL> = {
    educationLevel: sql`v.education_level_code`,
    employmentType: sql`v.employment_type_code`,
    contractType: sql`v.contract_type_code`,
    hours,
    occupation: sql`v.job_title_id::text`,
    sector: sql`e.sector_code`,
    province: sql`v.province_code`,
    availabilityLevel: sql`(${availability})::text`,
    viaIntermediary: sql`v.via_intermediary::text`,
    organization: sql`v.employer_id::text`,
  };
  const condition = (facet: VacancyFacet, values: string[]): SQL =>
    facet === 'sourceType'
      ? sql`exists (select 1 from vacancies.vacancy_sources s where s.vacancy_id = v.id and s.source_type = any(${arrayParam(values)}))`
      : sql`${column[facet]} = any(${arrayParam(values)})`;
  const chosen = (Object.entries(query.filters) as Array<[VacancyFacet, string[]]>).filter(
    ([, values]) => values.length > 0,
  );
  const where = (except?: VacancyFacet) => {
    const parts = [
      ...base,
      ...chosen.filter(([facet]) => facet !== except).map(([facet, values]) => condition(facet, values)),
    ];
    return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
  };
  const from = sql`vacancies.external_vacancies v join vacancies.internet_employers e on e.id = v.employer_id`;

  const [total] = await queryRows<{ n: unknown }>(db, sql`select count(*) as n from ${from} where ${where()}`);
  const facets: Record<string, Array<{ value: string; count: number }>> = {};
  for (const facet of query.facetNames) {
    const value = facet === 'sourceType' ? sql`s.source_type` : column[facet];
    const rows = await queryRows<{ value: string; n: unknown }>(
      db,
      facet === 'sourceType'
        ? sql`select s.source_type as value, count(distinct v.id) as n from ${from}
              join vacancies.vacancy_sources s on s.vacancy_id = v.id where ${where(facet)} group by 1`
        : sql`select ${value} as value, count(*) as n from ${from} where ${where(facet)} and ${value} is not null
              group by 1 order by n desc limit 200`,
    );
    facets[facet] = rows.map((row) => ({ value: row.value, count: toNumber(row.n) }));
  }
  const order =
    query.sort === 'distance'
      ? sql`${distance} asc, v.posted_at desc`
      : query.sort === 'relevance' && tsquery
        ? sql`ts_rank(v.bench_text, ${tsquery}) desc, v.posted_at desc`
        : sql`v.posted_at desc`;
  const page = await queryRows<{ id: string }>(
    db,
    sql`select v.id from ${from} where ${where()} order by ${order}, v.id
        limit ${query.page.size} offset ${(query.page.number - 1) * query.page.size}`,
  );
  return { count: toNumber(total?.n ?? 0), facets, ids: page.map((row) => row.id) };
}
