import type { Db } from '@koers/server-core/db/database';
import { periodDays, type VacancyFacet } from '@koers/shared';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, toNumber } from '../../../lib/sql-rows';
import type { ResolvedLocation } from '../../places/locations';
import { cellsWithin, EARTH_RADIUS_KM, minimumDot, unitVector } from '../geo';
import type { ExplorerQuery } from './explorer-query';
import { FACETS, nameChosenIds } from './facets.queries';
import type { SearchResult } from './search.queries';
import { countFacets, type SearchIndex } from './search-index';
import { keepMatching, rankRows, uniqueOperands } from './text-index';
import { wordOperands } from './words.queries';

/**
 * A search over the facet and text index: its rows, total, facets and page computed in Node exactly
 * as the statement of `searchVacancies` computes them; its words' tsqueries come from PostgreSQL
 * (`wordOperands`), their matches and `ts_rank` from the text index (text-index.ts).
 */
export async function searchIndexed(
  db: Db,
  index: SearchIndex,
  query: ExplorerQuery,
  {
    today,
    location,
    active,
    text,
    cards,
  }: {
    today: number;
    location: ResolvedLocation | null;
    active: Array<[VacancyFacet, string[]]>;
    /** The words: the phrase, and the SQL of `searchVacancies` (made when asked) for a search the text index cannot take. */
    text: { phrase: string; statement: () => Promise<{ source: SQL; where: SQL; rank: SQL }> } | null;
    /** The page's cards too (`SearchResult.cards`). */
    cards: boolean;
  },
): Promise<SearchResult> {
  const ranked = query.sort === 'relevance' && text !== null;
  let rows = rowsWithoutWords(index, query, today, location);
  let rankOf: ((passing: Int32Array) => Float64Array) | null = null;
  const words = text ? await wordOperands(db, text.phrase) : null;
  const operands = words ? uniqueOperands(words) : null;
  if (text && words && (operands || !ranked)) {
    rows = keepMatching(index.text, index.size, rows, words);
    const and = words.filter((each) => each.length > 0).length >= 2;
    if (ranked && operands) rankOf = (passing) => rankRows(index.text, passing, operands, and, index.size);
  } else if (text) {
    // Words the text index cannot take as PostgreSQL would: their rows (and rank) from SQL.
    const { source, where, rank } = await text.statement();
    const [found] = await queryRows<{ ids: string | null; ranks: string | null }>(
      db,
      sql`select string_agg(s.vacancy_id::text, ',') as ids${ranked ? sql`, string_agg((${rank})::text, ',') as ranks` : sql``}
        from ${source} where ${where}`,
    );
    // Two aggregates over the same rows keep the same order.
    const ids = found?.ids ? found.ids.split(',') : [];
    const rankTexts = ranked && found?.ranks ? found.ranks.split(',') : [];
    rows = new Int32Array(ids.length);
    const ranks = ranked ? new Float64Array(index.size) : null;
    let kept = 0;
    for (const [position, id] of ids.entries()) {
      const row = index.rowOf.get(id);
      // A row added since the index was read (a change after the request arrived) is left out.
      if (row === undefined) continue;
      rows[kept++] = row;
      if (ranks) ranks[row] = Number(rankTexts[position]);
    }
    rows = rows.subarray(0, kept);
    if (ranks) rankOf = () => ranks;
  }
  const { passing, buckets } = countFacets(index, rows, { today, facetNames: query.facetNames, filters: active });
  const facets = await facetsOf(db, query, active, buckets);
  // Read at once: the text index's ranks are a work array of the next search too.
  const ranks = rankOf ? rankOf(passing) : null;
  const centre = location ? unitVector(location.latitude, location.longitude) : null;
  const dotOf = (row: number) =>
    centre
      ? (index.x[row] as number) * centre.x + (index.y[row] as number) * centre.y + (index.z[row] as number) * centre.z
      : null;
  const offset = (query.page.number - 1) * query.page.size;
  const page = pageOf(index, passing, offset + query.page.size, {
    dot: query.sort === 'distance' && centre ? (row) => dotOf(row) as number : null,
    rank: ranks ? (row) => (ranks as Float64Array)[row] as number : null,
  }).slice(offset);
  return {
    count: passing.length,
    facets,
    hits: page.map((row) => {
      const dot = dotOf(row);
      return {
        id: index.ids[row] as string,
        distanceKm: dot === null ? null : EARTH_RADIUS_KM * Math.acos(Math.min(1, Math.max(-1, dot))),
      };
    }),
    location,
    ...(cards && index.cards ? { cards: page.flatMap((row) => index.cards?.cardOf(row) ?? []) } : {}),
  };
}

/** The rows of a search without words: period, place, ids and employer, tested per row as the SQL conditions test them. */
function rowsWithoutWords(
  index: SearchIndex,
  query: ExplorerQuery,
  today: number,
  location: ResolvedLocation | null,
): Int32Array {
  const days = periodDays(query.period);
  const firstDay = days === null ? null : today - days + 1;
  // Without a location the period is also a range of posting moments (the SQL's posted_at condition).
  const firstMomentUs = firstDay !== null && !location ? firstDay * 86_400_000 * 1000 : null;
  let centre: { x: number; y: number; z: number } | null = null;
  let least = 0;
  /** The rows to test: near a place only those of its cells (in row order), else every row. */
  let candidates: Int32Array | null = null;
  if (location) {
    centre = unitVector(location.latitude, location.longitude);
    least = minimumDot(query.radiusKm);
    const lists: Int32Array[] = [];
    let total = 0;
    for (const cell of cellsWithin(location.latitude, location.longitude, query.radiusKm)) {
      const list = index.rowsOfCell.get(cell);
      if (!list) continue;
      lists.push(list);
      total += list.length;
    }
    candidates = new Int32Array(total);
    let at = 0;
    for (const list of lists) {
      candidates.set(list, at);
      at += list.length;
    }
    // Cell by cell, not in row order: no answer depends on the order of the rows (counts, and a
    // page in a total order), so they are not sorted (a third of a search near a place).
  }
  const ids = query.ids ? new Set(query.ids.map((id) => id.toLowerCase())) : null;
  let employers: Set<number> | null = null;
  if (query.organizationCocNumber !== null) {
    employers = new Set();
    for (const [number, employer] of index.employers.entries()) {
      if (employer.coc === query.organizationCocNumber) employers.add(number);
    }
  }
  const rows = candidates ?? new Int32Array(index.size);
  const count = candidates ? candidates.length : index.size;
  let kept = 0;
  for (let position = 0; position < count; position++) {
    const row = candidates ? (candidates[position] as number) : position;
    if (firstDay !== null && (index.postedDay[row] as number) < firstDay) continue;
    if (firstMomentUs !== null && (index.postedAtUs[row] as number) < firstMomentUs) continue;
    if (centre) {
      const dot =
        (index.x[row] as number) * centre.x + (index.y[row] as number) * centre.y + (index.z[row] as number) * centre.z;
      if (!(dot >= least)) continue;
    }
    if (ids && !ids.has(index.ids[row] as string)) continue;
    if (employers && !employers.has(index.employer[row] as number)) continue;
    rows[kept++] = row;
  }
  return rows.subarray(0, kept);
}

/**
 * The first `count` rows in the page order: by distance or rank when asked, then newest first, then
 * by id (`newest` holds each row's place in that order). A running top-N, not a sort of the set.
 */
function pageOf(
  index: SearchIndex,
  rows: Int32Array,
  count: number,
  keys: { dot: ((row: number) => number) | null; rank: ((row: number) => number) | null },
): number[] {
  const primary = keys.dot ?? keys.rank;
  const before = (a: number, b: number) => {
    if (primary) {
      const difference = primary(b) - primary(a);
      if (difference !== 0) return difference < 0;
    }
    return (index.newest[a] as number) < (index.newest[b] as number);
  };
  const top: number[] = [];
  if (count <= 0) return top;
  for (const row of rows) {
    if (top.length === count && !before(row, top[count - 1] as number)) continue;
    let low = 0;
    let high = top.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (before(row, top[middle] as number)) high = middle;
      else low = middle + 1;
    }
    top.splice(low, 0, row);
    if (top.length > count) top.pop();
  }
  return top;
}

/** `localeCompare(…, 'nl')`'s order, its collator made once. */
const DUTCH = new Intl.Collator('nl');

/**
 * The facets of a search from its raw buckets (facet number, value, count, name): labelled, the
 * chosen values without any vacancy added with 0, each facet's buckets by count and label.
 */
export async function facetsOf(
  db: Db,
  query: ExplorerQuery,
  active: Array<[VacancyFacet, string[]]>,
  raw: Array<[number, string, string | number, string | null]>,
): Promise<SearchResult['facets']> {
  const facets: SearchResult['facets'] = {};
  for (const facet of query.facetNames) facets[facet] = [];
  for (const [number, value, count, name] of raw) {
    const facet = query.facetNames[number];
    if (!facet) continue;
    const definition = FACETS.find((entry) => entry.key === facet);
    facets[facet]?.push({
      value,
      label: definition?.labels?.[value] ?? name ?? value,
      count: toNumber(count),
    });
  }
  // A chosen value without any vacancy still shows, with 0, so it can be unchosen.
  const unnamed: string[] = [];
  for (const [facet, values] of active) {
    const buckets = facets[facet];
    if (!buckets) continue;
    const definition = FACETS.find((entry) => entry.key === facet);
    for (const value of values) {
      if (buckets.some((bucket) => bucket.value === value)) continue;
      buckets.push({ value, label: definition?.labels?.[value] ?? value, count: 0 });
      if (definition?.labels === null) unnamed.push(value);
    }
  }
  if (unnamed.length > 0)
    await nameChosenIds(db, [...(facets.occupation ?? []), ...(facets.organization ?? [])], unnamed);
  for (const buckets of Object.values(facets))
    buckets.sort((a, b) => b.count - a.count || DUTCH.compare(a.label, b.label));
  return facets;
}
