import type { Db } from '@koers/server-core/db/database';
import { createError } from '@koers/server-core/jsonapi/errors';
import { FACET_TOP_BUCKETS, periodDays, type VacancyFacet } from '@koers/shared';
import { type SQL, sql } from 'drizzle-orm';
import { arrayParam, queryRows, toNumber } from '../../../lib/sql-rows';
import { searchWords } from '../../../lib/text';
import { type ResolvedLocation, resolveLocation } from '../../places/locations';
import { availabilitySql } from '../availability';
import { cellsWithin, dayNumber, EARTH_RADIUS_KM, minimumDot, unitVector } from '../geo';
import type { ExplorerQuery } from './explorer-query';
import { FACET_COLUMNS, FACETS, SOURCE_TYPE_BITS } from './facets';

export type FacetBucket = { value: string; label: string; count: number };

export type SearchResult = {
  count: number;
  facets: Partial<Record<VacancyFacet, FacetBucket[]>>;
  /** The page, in order, with the distance to the location when one was given. */
  hits: Array<{ id: string; distanceKm: number | null }>;
  location: ResolvedLocation | null;
};

/** The Dutch tsquery of a search phrase: every word (stemmed or as typed); the last one as a prefix while typing. */
async function textQuery(db: Db, phrase: string): Promise<string | null> {
  const words = searchWords(phrase);
  if (words.length === 0) return null;
  const prefixLast = !/\s$/.test(phrase);
  const [row] = await queryRows<{ query: string | null }>(
    db,
    sql`select string_agg('(' || term::text || ')', ' & ' order by n) as query from (
      select n, case
        when n = ${words.length} and ${prefixLast}
          then to_tsquery('simple', quote_literal(w) || ':*') || to_tsquery('dutch', quote_literal(w) || ':*')
        when numnode(to_tsquery('dutch', quote_literal(w))) > 0
          then to_tsquery('dutch', quote_literal(w)) || to_tsquery('simple', quote_literal(w))
        end as term
      from unnest(${arrayParam(words)}) with ordinality as u(w, n)) terms
    where term is not null`,
  );
  return row?.query ?? null;
}

function facetCondition(facet: VacancyFacet, values: string[]): SQL {
  if (facet === 'sourceType') {
    const mask = values.reduce(
      (bits, value) => bits | (SOURCE_TYPE_BITS[value as keyof typeof SOURCE_TYPE_BITS] ?? 0),
      0,
    );
    return sql`(source_types & ${mask}) <> 0`;
  }
  if (facet === 'availabilityLevel') return sql`availability = any(${arrayParam(values.map(Number), 'int')})`;
  if (facet === 'viaIntermediary')
    return sql`via_intermediary = any(${arrayParam(
      values.map((v) => v === 'true'),
      'bool',
    )})`;
  if (facet === 'occupation') return sql`job_title_id = any(${arrayParam(values, 'uuid')})`;
  if (facet === 'organization') return sql`employer_id = any(${arrayParam(values, 'uuid')})`;
  return sql`${sql.raw(FACET_COLUMNS[facet])} = any(${arrayParam(values)})`;
}

/**
 * One explorer search in two statements: the base set (text, location, period, ids) is
 * narrowed by indexes and materialised once; from it come the total, the facet counts and the
 * page. Facet counts are disjunctive: each facet is counted over the rows that pass every
 * OTHER chosen facet, so the buckets of a facet one has chosen from still show the
 * alternatives (and add up to the total when none is chosen).
 */
export async function searchVacancies(db: Db, query: ExplorerQuery, now: Date = new Date()): Promise<SearchResult> {
  const today = dayNumber(now);
  let location: ResolvedLocation | null = null;
  if (query.geoId) {
    location = await resolveLocation(db, query.geoId);
    if (!location) {
      throw createError({
        status: 400,
        code: 'invalid_location',
        detail: `Onbekende locatie: ${query.geoId}.`,
        parameter: 'geoId',
      });
    }
  }
  const tsquery = query.q ? await textQuery(db, query.q) : null;

  const base: SQL[] = [];
  const days = periodDays(query.period);
  if (days !== null) base.push(sql`s.posted_day >= ${today - days + 1}`);
  let dot: SQL = sql`null::float8`;
  if (location) {
    const centre = unitVector(location.latitude, location.longitude);
    dot = sql`(s.x * ${centre.x} + s.y * ${centre.y} + s.z * ${centre.z})`;
    base.push(
      sql`s.cell = any(${arrayParam(cellsWithin(location.latitude, location.longitude, query.radiusKm), 'int')})`,
    );
    base.push(sql`${dot} >= ${minimumDot(query.radiusKm)}`);
  }
  if (tsquery) base.push(sql`s.search_vector @@ ${tsquery}::tsquery`);
  if (query.ids) base.push(sql`s.vacancy_id = any(${arrayParam(query.ids, 'uuid')})`);
  if (query.organizationCocNumber) {
    base.push(
      sql`s.employer_id in (select id from vacancies.internet_employers where coc_number = ${query.organizationCocNumber})`,
    );
  }
  const where = base.length > 0 ? sql.join(base, sql` and `) : sql`true`;
  const rank = tsquery ? sql`ts_rank(s.search_vector, ${tsquery}::tsquery)` : sql`0::real`;

  // One 0/1 column per chosen facet: does the row fail that facet's filter?
  const active = (Object.entries(query.filters) as Array<[VacancyFacet, string[]]>).filter(
    ([, values]) => values.length > 0,
  );
  const failColumns = active.map(
    ([facet, values]) =>
      sql`(not coalesce(${facetCondition(facet, values)}, false))::int as ${sql.raw(`fail_${facet}`)}`,
  );
  const fails = active.length > 0 ? sql.raw(active.map(([facet]) => `fail_${facet}`).join(' + ')) : sql`0`;
  const failOf = (facet: VacancyFacet) => (active.some(([key]) => key === facet) ? sql.raw(`fail_${facet}`) : sql`0`);

  const facetRows: SQL[] = [];
  for (const facet of query.facetNames) {
    if (facet === 'sourceType') {
      for (const [code, bit] of Object.entries(SOURCE_TYPE_BITS)) {
        facetRows.push(sql`(${facet}, case when source_types & ${bit} <> 0 then ${code} end, ${failOf(facet)})`);
      }
    } else {
      facetRows.push(sql`(${facet}, ${sql.raw(FACET_COLUMNS[facet])}, ${failOf(facet)})`);
    }
  }
  const selected = active.flatMap(([facet, values]) => values.map((value) => `${facet}:${value}`));
  const facetSelect =
    facetRows.length === 0
      ? sql`null::json`
      : sql`(select json_agg(json_build_array(facet, value, n)) from (
          select facet, value, n, row_number() over (partition by facet order by n desc, value) as position from (
            select v.facet, v.value, count(*) as n
            from scored cross join lateral (values ${sql.join(facetRows, sql`, `)}) as v(facet, value, own_fail)
            where v.value is not null and scored.fails - v.own_fail = 0
            group by v.facet, v.value) buckets) ranked
          where position <= ${FACET_TOP_BUCKETS} or (facet || ':' || value) = any(${arrayParam(selected)}))`;
  const order =
    query.sort === 'distance'
      ? sql`dot desc, posted_at desc, vacancy_id`
      : query.sort === 'relevance' && tsquery
        ? sql`rank desc, posted_at desc, vacancy_id`
        : sql`posted_at desc, vacancy_id`;
  const offset = (query.page.number - 1) * query.page.size;

  const [row] = await queryRows<{
    total: string | number;
    facets: Array<[string, string, number]> | null;
    page: Array<{ id: string; dot: number | null }> | null;
  }>(
    db,
    sql`with base as materialized (
        select s.vacancy_id, s.posted_day, s.posted_at, s.source_types, s.education_level, s.employment_type, s.contract_type,
          s.hours_bucket, s.job_title_id, s.sector, s.province, s.via_intermediary, s.employer_id,
          ${availabilitySql(today)} as availability, ${dot} as dot, ${rank} as rank
        from vacancies.vacancy_search s
        where ${where}),
      scored as materialized (
        select flagged.*, ${fails} as fails from (
          select base.*${failColumns.length > 0 ? sql`, ${sql.join(failColumns, sql`, `)}` : sql``} from base) flagged)
      select
        (select count(*) from scored where fails = 0) as total,
        ${facetSelect} as facets,
        (select json_agg(json_build_object('id', vacancy_id, 'dot', dot)) from (
          select vacancy_id, dot from scored where fails = 0 order by ${order} limit ${query.page.size} offset ${offset}) page) as page`,
  );

  const facets: SearchResult['facets'] = {};
  for (const facet of query.facetNames) facets[facet] = [];
  for (const [facet, value, count] of row?.facets ?? []) {
    const definition = FACETS.find((entry) => entry.key === facet);
    facets[facet as VacancyFacet]?.push({ value, label: definition?.labels?.[value] ?? value, count: toNumber(count) });
  }
  await labelIdFacets(db, facets);
  for (const buckets of Object.values(facets))
    buckets.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'nl'));
  return {
    count: toNumber(row?.total ?? 0),
    facets,
    hits: (row?.page ?? []).map((hit) => ({
      id: hit.id,
      distanceKm: hit.dot === null ? null : EARTH_RADIUS_KM * Math.acos(Math.min(1, Math.max(-1, hit.dot))),
    })),
    location,
  };
}

/** Occupation and organisation buckets carry ids; their labels are the occupation and employer names. */
async function labelIdFacets(db: Db, facets: SearchResult['facets']): Promise<void> {
  const occupationIds = (facets.occupation ?? []).map((bucket) => bucket.value);
  const organizationIds = (facets.organization ?? []).map((bucket) => bucket.value);
  const labels = new Map<string, string>();
  if (occupationIds.length > 0) {
    const rows = await queryRows<{ id: string; label: string }>(
      db,
      sql`select id, label_nl as label from vacancies.job_titles where id = any(${arrayParam(occupationIds, 'uuid')})`,
    );
    for (const row of rows) labels.set(row.id, row.label);
  }
  if (organizationIds.length > 0) {
    const rows = await queryRows<{ id: string; label: string }>(
      db,
      sql`select id, name as label from vacancies.internet_employers where id = any(${arrayParam(organizationIds, 'uuid')})`,
    );
    for (const row of rows) labels.set(row.id, row.label);
  }
  for (const bucket of [...(facets.occupation ?? []), ...(facets.organization ?? [])]) {
    bucket.label = labels.get(bucket.value) ?? bucket.value;
  }
}
