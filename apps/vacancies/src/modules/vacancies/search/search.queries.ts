import type { Db } from '@koers/server-core/db/database';
import { createError } from '@koers/server-core/jsonapi/errors';
import { FACET_TOP_BUCKETS, MATCH_SORT, periodDays, type VacancyFacet } from '@koers/shared';
import { type SQL, sql } from 'drizzle-orm';
import { arrayParam, queryRows, toNumber } from '../../../lib/sql-rows';
import { searchWords } from '../../../lib/text';
import { type ResolvedLocation, resolveLocation } from '../../places/locations';
import { cellsWithin, dayNumber, EARTH_RADIUS_KM, minimumDot, unitVector } from '../geo';
import type { ResolvedMatch } from '../match';
import type { VacancyWithRelations } from '../vacancies.repository';
import type { ExplorerQuery } from './explorer-query';
import { availabilitySql, facetCondition, GROUP_COLUMNS, SOURCE_TYPE_COLUMNS } from './facets.queries';
import { facetsOf, searchIndexed } from './indexed-search.queries';
import { matchPointsSql } from './match.queries';
import { type SearchCountsCache, searchCountsKey } from './search-counts';
import type { SearchIndexKeeper } from './search-index';
import { matchesText, placeNarrowsBetter, textQuery, wordQueries } from './words.queries';

export type FacetBucket = { value: string; label: string; count: number };

export type SearchResult = {
  count: number;
  facets: Partial<Record<VacancyFacet, FacetBucket[]>>;
  /** The page, in order, with the distance to the location when one was given. */
  hits: Array<{ id: string; distanceKm: number | null }>;
  location: ResolvedLocation | null;
  /**
   * With `cards` asked and the search answered by the facet index: the page's vacancies as the
   * list's statement loads them (shape `list`), from the index (search-cards.ts), in page order.
   */
  cards?: VacancyWithRelations[];
};

/**
 * One explorer search in two statements: the base set (text, location, period, ids) is
 * narrowed by indexes and materialised once; from it come the total, the facet counts and the
 * page. Facet counts are disjunctive: each facet is counted over the rows that pass every
 * OTHER chosen facet, so the buckets of a facet one has chosen from still show the
 * alternatives (and add up to the total when none is chosen).
 */
export async function searchVacancies(
  db: Db,
  query: ExplorerQuery,
  now: Date = new Date(),
  options: {
    narrowFirst?: boolean;
    match?: ResolvedMatch;
    /** Counts kept per search (search-counts.ts); without it every search counts anew. */
    counts?: SearchCountsCache;
    /** When the request arrived (`performance.now()` time): changes committed before it must count. */
    arrivedAt?: number;
    /** The facet and text index (search-index.ts); without it, or while it is read, the search is SQL's. */
    index?: SearchIndexKeeper;
    /** The page's cards from the index too, when it answers (`SearchResult.cards`). */
    cards?: boolean;
  } = {},
): Promise<SearchResult> {
  const today = dayNumber(now);
  // The total and the facet counts depend on the search, not on its sort or page, nor on who asks.
  // Sorting by match orders by points computed in SQL (match.queries.ts): no index for it.
  const index =
    options.index && !(query.sort === MATCH_SORT && options.match !== undefined)
      ? await options.index.get(db, options.arrivedAt)
      : undefined;
  // With the index a search needs no statement over the table (its words' tsqueries at most).
  const counts = options.counts && !index ? options.counts : undefined;
  const countsKey = counts ? searchCountsKey(query, today) : '';
  const keptCounts = counts ? await counts.get(countsKey, options.arrivedAt) : undefined;
  const countsToken = counts && !keptCounts ? counts.token() : null;
  const location = query.geoId ? await resolveLocation(db, query.geoId) : null;
  if (query.geoId && !location) {
    throw createError({
      status: 400,
      code: 'invalid_location',
      detail: `Onbekende locatie: ${query.geoId}.`,
      parameter: 'geoId',
    });
  }
  /**
   * Where the search's rows come from, which of them pass its text, place, period, ids and
   * employer, and their rank, in SQL; `indexed`: for the words the index leaves to SQL.
   */
  const statement = async (indexed: boolean) => {
    const base: SQL[] = [];
    /** The conditions the (cell, day) index answers: the rows a location search reads. */
    const place: SQL[] = [];
    const days = periodDays(query.period);
    // The posting day picks the search table's partitions (months); with a location the period
    // goes through the (cell, day) index, without one through posted_at.
    const period = days === null ? [] : [sql`s.posted_day >= ${today - days + 1}`];
    if (location) place.push(...period);
    else if (days !== null) {
      base.push(...period, sql`s.posted_at >= ${new Date((today - days + 1) * 86_400_000).toISOString()}::timestamptz`);
    }
    let dot: SQL = sql`null::float8`;
    if (location) {
      const centre = unitVector(location.latitude, location.longitude);
      dot = sql`(s.x * ${centre.x} + s.y * ${centre.y} + s.z * ${centre.z})`;
      place.push(
        sql`s.cell = any(${arrayParam(cellsWithin(location.latitude, location.longitude, query.radiusKm), 'int')})`,
      );
      base.push(...place, sql`${dot} >= ${minimumDot(query.radiusKm)}`);
    }
    if (query.ids) base.push(sql`s.vacancy_id = any(${arrayParam(query.ids, 'uuid')})`);
    if (query.organizationCocNumber) {
      base.push(
        sql`s.employer_id in (select id from vacancies.internet_employers where coc_number = ${query.organizationCocNumber})`,
      );
    }
    const words = query.q ? wordQueries(query.q) : [];
    const text = query.q ? textQuery(query.q) : null;
    const narrowFirst =
      location !== null &&
      text !== null &&
      // With the index the words are matched in Node; its rare searches left to SQL take the text index.
      (options.narrowFirst ?? (indexed ? false : await placeNarrowsBetter(db, place, period, words)));
    // Either the text index and the (cell, day) index together, or (when the words are common and
    // the place is small) the place's rows first, each checked for the words on its heap row.
    const vector = sql`s.search_vector`;
    if (text && !narrowFirst) base.push(matchesText(sql`s.search_vector`, text));
    const where = base.length > 0 ? sql.join(base, sql` and `) : sql`true`;
    const source = narrowFirst
      ? sql`(select * from vacancies.vacancy_search s where ${where} offset 0) s`
      : sql`vacancies.vacancy_search s`;
    const sourceWhere = narrowFirst && text ? matchesText(sql`s.search_vector`, text) : where;
    const rank = text ? sql`ts_rank(${vector}, ${text})` : sql`0::real`;
    return { dot, text, source, sourceWhere, rank };
  };
  const active = (Object.entries(query.filters) as Array<[VacancyFacet, string[]]>).filter(
    ([, values]) => values.length > 0,
  );
  if (index) {
    // A search with words (`textQuery` is null without any); its SQL made only if the index leaves them to SQL.
    const phrase = query.q && searchWords(query.q).length > 0 ? query.q : null;
    return searchIndexed(db, index, query, {
      today,
      location,
      active,
      text: phrase
        ? {
            phrase,
            statement: async () => {
              const { source, sourceWhere, rank } = await statement(true);
              return { source, where: sourceWhere, rank };
            },
          }
        : null,
      cards: options.cards ?? false,
    });
  }
  const { dot, text, source, sourceWhere, rank } = await statement(false);
  const availability = availabilitySql(today);

  // Sorting by match computes the points of every row of the set; the other sorts never do.
  const byMatch = query.sort === MATCH_SORT && options.match !== undefined;
  const matchColumn = byMatch && options.match ? sql`, ${matchPointsSql(options.match)} as match_points` : sql``;
  const order = byMatch
    ? sql`match_points desc, posted_at desc, vacancy_id`
    : query.sort === 'distance'
      ? sql`dot desc, posted_at desc, vacancy_id`
      : query.sort === 'relevance' && text
        ? sql`rank desc, posted_at desc, vacancy_id`
        : sql`posted_at desc, vacancy_id`;
  const offset = (query.page.number - 1) * query.page.size;
  const hitsOf = (page: Array<{ id: string; dot: number | null }> | null) =>
    (page ?? []).map((hit) => ({
      id: hit.id,
      distanceKm: hit.dot === null ? null : EARTH_RADIUS_KM * Math.acos(Math.min(1, Math.max(-1, hit.dot))),
    }));

  if (keptCounts) {
    // The counts are known: only the page is read, in the same order over the same rows as the
    // statement below. Browsing everything newest first reads the newest rows off the posted_at
    // index; any narrowing search first gathers its rows (GIN, the place's cells) and sorts
    // those, as the statement below does: given a LIMIT alone, the planner would walk the
    // posted_at index and test every row for a rare word (20 ms instead of 1 for `verkoper`).
    const passesAll = active.map(
      ([facet, values]) => sql`coalesce(${facetCondition(facet, values, availability)}, false)`,
    );
    const narrowing = text !== null || location !== null || query.ids !== null || query.organizationCocNumber !== null;
    // Ranking costs per row: computed only when the page is ordered by it.
    const ranked = !byMatch && query.sort === 'relevance' && text !== null;
    const rows = sql`select s.vacancy_id, s.posted_at, ${dot} as dot${ranked ? sql`, ${rank} as rank` : sql``}${matchColumn}
      from ${source} where ${sql.join([sourceWhere, ...passesAll], sql` and `)}`;
    const page = await queryRows<{ id: string; dot: number | null }>(
      db,
      sql`select vacancy_id as id, dot from (${rows}${narrowing || active.length > 0 ? sql` offset 0` : sql``}) base
        order by ${order} limit ${query.page.size} offset ${offset}`,
    );
    return { count: keptCounts.count, facets: keptCounts.facets, hits: hitsOf(page), location };
  }

  // One 0/1 column per chosen facet: does the row fail that facet's filter? `fails` sums them.
  const failExpressions = active.map(([facet, values]) => ({
    facet,
    expression: sql`(not coalesce(${facetCondition(facet, values, availability)}, false))::int`,
  }));
  const failColumns = failExpressions.map(({ facet, expression }) => sql`${expression} as ${sql.raw(`fail_${facet}`)}`);
  const fails =
    failExpressions.length > 0
      ? sql.join(
          failExpressions.map(({ expression }) => expression),
          sql` + `,
        )
      : sql`0`;

  // Facets with a handful of values (education level, hours, …) are counted in one pass with
  // grouping sets; facets whose values are ids (occupation, organisation) each get their own
  // count, cut to the largest buckets by a top-N sort: a place can hold thousands of employers,
  // and ranking those among all the other buckets sorted every one of them (10–15 ms of a
  // search without words near Utrecht).
  const sets: Array<{ facet: VacancyFacet; column: string; value: SQL }> = [];
  const idFacets: Array<{ facet: 'occupation' | 'organization'; column: string; names: SQL }> = [];
  for (const facet of query.facetNames) {
    if (facet === 'sourceType') {
      for (const { code, column } of SOURCE_TYPE_COLUMNS) {
        sets.push({ facet, column, value: sql`case when ${sql.raw(column)} then ${code}::text end` });
      }
    } else if (facet === 'occupation' || facet === 'organization') {
      const names =
        facet === 'occupation'
          ? sql`(select label_nl from vacancies.job_titles where id = g.value)`
          : sql`(select name from vacancies.internet_employers where id = g.value)`;
      idFacets.push({ facet, column: GROUP_COLUMNS[facet], names });
    } else {
      const column = GROUP_COLUMNS[facet];
      sets.push({ facet, column, value: sql.raw(`${column}::text`) });
    }
  }
  const isActive = (facet: VacancyFacet) => active.some(([key]) => key === facet);
  // The rows a facet's buckets count: those that pass every chosen facet but (maybe) this one.
  const passing = (facet: VacancyFacet) =>
    isActive(facet) ? sql.raw(`sum((fails - fail_${facet} = 0)::int)`) : sql`sum((fails = 0)::int)`;
  const grouping = (column: string) => sql.raw(`grouping(${column}) = 0`);
  // GROUPING() may not sit inside an aggregate, so each chosen facet has its own sum and the
  // grouping set picks the one that applies to it.
  const activeSets = sets.filter(({ facet }) => isActive(facet));
  const passes =
    activeSets.length === 0
      ? sql`sum((fails = 0)::int)`
      : sql`case ${sql.join(
          activeSets.map(({ facet, column }) => sql`when ${grouping(column)} then ${passing(facet)}`),
          sql` `,
        )} else sum((fails = 0)::int) end`;
  // Facets go by their number in `facetNames`: the window below sorts their buckets, and
  // integers sort far faster than collated text.
  const facetNumber = (facet: VacancyFacet) => query.facetNames.indexOf(facet);
  const chosen = active.flatMap(([facet, values]) => values.map((value) => `${facetNumber(facet)}:${value}`));
  const chosenOf = (facet: VacancyFacet) => active.find(([key]) => key === facet)?.[1] ?? [];
  const parts: SQL[] = [];
  if (sets.length > 0) {
    // Disjunctive counts in one pass: each grouping set counts the rows that pass every other chosen facet.
    parts.push(sql`select facet, value, n, null::text as name from (
        select facet, value, n, row_number() over (partition by facet order by n desc, value collate "C") as position from (
          select
            case ${sql.join(
              sets.map(({ facet, column }) => sql`when ${grouping(column)} then ${facetNumber(facet)}::int`),
              sql` `,
            )} end as facet,
            case ${sql.join(
              sets.map(({ column, value }) => sql`when ${grouping(column)} then ${value}`),
              sql` `,
            )} end as value,
            ${passes} as n
          from base where fails <= 1
          group by grouping sets (${sql.raw([...new Set(sets.map(({ column }) => `(${column})`))].join(', '))})) grouped
        where value is not null and n > 0) ranked
      where position <= ${FACET_TOP_BUCKETS} or (facet::text || ':' || value) = any(${arrayParam(chosen)})`);
  }
  for (const { facet, column, names } of idFacets) {
    // The largest buckets by a top-N sort, and the chosen values whatever their place; the
    // uuid order is that of their text, as in the window above. Without chosen values the
    // second branch is left out: it would scan the whole set again to find nothing.
    const chosenValues = chosenOf(facet);
    const top = sql`(select value, n from (select ${sql.raw(column)} as value, ${passing(facet)} as n from base
            where fails <= 1 and ${sql.raw(column)} is not null group by ${sql.raw(column)}) counted
          where n > 0 order by n desc, value limit ${FACET_TOP_BUCKETS})`;
    const alsoChosen =
      chosenValues.length === 0
        ? sql``
        : sql` union (select ${sql.raw(column)}, ${passing(facet)} from base
          where fails <= 1 and ${sql.raw(column)} = any(${arrayParam(chosenValues, 'uuid')}) group by ${sql.raw(column)})`;
    parts.push(sql`select ${facetNumber(facet)}::int, g.value::text, g.n, ${names} from (${top}${alsoChosen}) g
      where g.n > 0`);
  }
  const facetSelect =
    parts.length === 0
      ? sql`null::json`
      : sql`(select json_agg(json_build_array(facet, value, n, name)) from (${sql.join(parts, sql` union all `)}) buckets(facet, value, n, name))`;
  const [row] = await queryRows<{
    total: string | number;
    facets: Array<[number, string, string | number, string | null]> | null;
    page: Array<{ id: string; dot: number | null }> | null;
  }>(
    db,
    sql`with base as materialized (
        select s.vacancy_id, s.posted_at, s.education_level, s.employment_type, s.contract_type, s.hours_bucket,
          s.job_title_id, s.sector, s.province, s.via_intermediary, s.employer_id, ${availability} as availability,
          ${sql.raw(SOURCE_TYPE_COLUMNS.map(({ bit, column }) => `(s.source_types & ${bit}) <> 0 as ${column}`).join(', '))},
          ${dot} as dot, ${rank} as rank${failColumns.length > 0 ? sql`, ${sql.join(failColumns, sql`, `)}` : sql``},
          ${fails} as fails${matchColumn}
        from ${source}
        where ${sourceWhere})
      select
        (select count(*) from base where fails = 0) as total,
        ${facetSelect} as facets,
        (select json_agg(json_build_object('id', vacancy_id, 'dot', dot)) from (
          select vacancy_id, dot from base where fails = 0 order by ${order} limit ${query.page.size} offset ${offset}) page) as page`,
  );

  const facets = await facetsOf(db, query, active, row?.facets ?? []);
  const count = toNumber(row?.total ?? 0);
  if (counts && countsToken !== null) counts.set(countsKey, { count, facets }, countsToken);
  return { count, facets, hits: hitsOf(row?.page ?? null), location };
}
