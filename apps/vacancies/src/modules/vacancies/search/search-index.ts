import type { Db } from '@koers/server-core/db/database';
import type { NotificationListener } from '@koers/server-core/db/notifications';
import { createScopedCache } from '@koers/server-core/db/scoped-cache';
import { AVAILABILITY_NEW_DAYS, AVAILABILITY_STALE_DAYS, FACET_TOP_BUCKETS, type VacancyFacet } from '@koers/shared';
import { toNumber } from '../../../lib/sql-rows';
import { SOURCE_TYPE_BITS } from '../search-projection.queries';
import { createSearchCardsBuilder, type SearchCards } from './search-cards';
import { SEARCH_CHANGED_CHANNEL } from './search-counts';
import { countSearchRows, readSearchIndexNames, readSearchRows, type SearchIndexRow } from './search-index.queries';
import { createTextIndexBuilder, nextTurn, type TextIndex } from './text-index';

/**
 * The explorer's facet index: every row of the search table as columns in memory (facet codes,
 * cell and coordinates, posting day and moment, occupation and employer) and their lexemes (the
 * text index, text-index.ts), so a search's rows, its total, its disjunctive facet counts and its
 * page order are computed in Node. It is a search index, not a kept
 * answer: every search is computed; the index is read again after every change the database
 * announces (migration 0005), by the rules of `createScopedCache` (docs/decisions.md, "Explorer
 * facet index").
 */
export type SearchIndex = {
  size: number;
  ids: string[];
  rowOf: Map<string, number>;
  postedDay: Int32Array;
  /** The posting moment in microseconds since 1970 (exact: the database's precision). */
  postedAtUs: Float64Array;
  /** NO_DAY when the vacancy has no closing date. */
  validThroughDay: Int32Array;
  /** NO_CELL without a place. */
  cell: Int32Array;
  /** Per cell its rows, in row order: a search near a place reads its cells' rows only. */
  rowsOfCell: Map<number, Int32Array>;
  /** NaN without a place. */
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  sourceTypes: Uint8Array;
  /** 1: via an intermediary. */
  via: Uint8Array;
  /** Per text facet its values (`column::text`), and per row the value's number + 1 (0: null). */
  codes: Record<TextFacet, { values: string[]; rows: Uint8Array | Uint16Array }>;
  /** Per row the number of its occupation / employer in `jobTitles` / `employers` (-1: none). */
  jobTitle: Int32Array;
  employer: Int32Array;
  jobTitles: Array<{ id: string; label: string | null }>;
  employers: Array<{ id: string; label: string | null; coc: string | null }>;
  jobTitleIds: string[];
  employerIds: string[];
  /** Each row's place in the order newest first, then by id (`posted_at desc, vacancy_id`). */
  newest: Int32Array;
  /** The rows' lexemes, for searches with words (text-index.ts). */
  text: TextIndex;
  /**
   * The rows' cards in the explorer's list (search-cards.ts): a page of them needs no statement.
   * Null above MAX_CARD_ROWS rows (the page is then read in SQL).
   */
  cards: SearchCards | null;
};

export type TextFacet = 'educationLevel' | 'employmentType' | 'contractType' | 'hours' | 'sector' | 'province';
export const TEXT_FACET_COLUMNS: Record<TextFacet, string> = {
  educationLevel: 'education_level',
  employmentType: 'employment_type',
  contractType: 'contract_type',
  hours: 'hours_bucket',
  sector: 'sector',
  province: 'province',
};
export const NO_DAY = -2_147_483_648;
export const NO_CELL = -2_147_483_648;

/** Above this many rows the index is not built (memory: some 250 bytes a row); SQL counts instead. */
const MAX_INDEXED_ROWS = 250_000;
/** Above this many rows the index keeps no cards (some 700 bytes a row, docs/benchmarks.md). */
const MAX_CARD_ROWS = 100_000;
/** Read again after this long even without an announced change (a safety net, as the counts). */
const KEEP_AT_MOST_MS = 10 * 60_000;

export type SearchIndexKeeper = {
  /** The index, once no change committed before `since` can have outdated it; undefined: count in SQL. */
  get(db: Db, since?: number): Promise<SearchIndex | undefined>;
};

type Kept = { index: SearchIndex | null };

export function createSearchIndexKeeper(
  listener: NotificationListener,
  options: { maxRows?: number; chunkRows?: number } = {},
): SearchIndexKeeper {
  const cache = createScopedCache<Kept>(listener, SEARCH_CHANGED_CHANNEL, { maxEntries: 1 });
  let building: Promise<void> | null = null;
  return {
    async get(db, since) {
      const kept = await cache.get('', 'index', since);
      if (kept) return kept.index ?? undefined;
      // Meanwhile searches count in SQL; the index read under a token is kept only if no change
      // was announced while it was read.
      if (!building) {
        const token = cache.token('');
        building = readSearchIndex(db, options.maxRows ?? MAX_INDEXED_ROWS, options)
          .then((index) => cache.set('', 'index', { index }, token, Date.now() + KEEP_AT_MOST_MS))
          .catch(() => {})
          .finally(() => {
            building = null;
          });
      }
      return undefined;
    },
  };
}

/** Numbers each distinct text of a column: 0 stands for null. */
function coder(values: string[]) {
  const numbers = new Map<string, number>();
  return (value: string | null): number => {
    if (value === null) return 0;
    let number = numbers.get(value);
    if (number === undefined) {
      values.push(value);
      number = values.length;
      numbers.set(value, number);
    }
    return number;
  };
}

/** Rows of the search table read (and their lexemes parsed) between two turns of the event loop. */
const CHUNK_ROWS = 500;

/**
 * Reads the whole search table into columns; null when it holds more than `maxRows` rows. A chunk
 * of rows at a time, letting requests through between them: read at once, 10,000 rows held the
 * thread for about a second after every announced change (docs/benchmarks.md). A change during
 * the read is announced, and the keeper then drops what was read (its token).
 */
export async function readSearchIndex(
  db: Db,
  maxRows: number,
  { chunkRows = CHUNK_ROWS }: { chunkRows?: number } = {},
): Promise<SearchIndex | null> {
  const count = await countSearchRows(db);
  if (count > maxRows) return null;
  const names = await readSearchIndexNames(db);
  const text = createTextIndexBuilder();
  const cards = count <= MAX_CARD_ROWS ? createSearchCardsBuilder(db) : null;
  const rows: SearchIndexRow[] = [];
  for (let after: { id: string; day: number } | null = null; ; ) {
    const chunk = await readSearchRows(db, after, chunkRows);
    await cards?.add(chunk.map((record) => record.id));
    for (const record of chunk) {
      text.add(record.vector);
      // Parsed: the text (a kilobyte a row) is not kept.
      record.vector = '';
      rows.push(record);
    }
    const last = chunk.at(-1);
    if (!last || chunk.length < chunkRows) break;
    after = { id: last.id, day: last.posted_day };
    await nextTurn();
  }
  const size = rows.length;
  await nextTurn();
  const jobTitleNumber = new Map<string, number>();
  const employerNumber = new Map<string, number>();
  const jobTitles: SearchIndex['jobTitles'] = [];
  const employers: SearchIndex['employers'] = [];
  for (const name of names) {
    if (name.kind === 'o') {
      jobTitleNumber.set(name.id, jobTitles.length);
      jobTitles.push({ id: name.id, label: name.label });
    } else {
      employerNumber.set(name.id, employers.length);
      employers.push({ id: name.id, label: name.label, coc: name.coc });
    }
  }
  const numberOf = (numbers: Map<string, number>, list: Array<{ id: string; label: string | null }>, id: string) => {
    let number = numbers.get(id);
    if (number === undefined) {
      // An id without its row (not possible with the foreign keys, but a label of null is what SQL gave).
      number = list.length;
      numbers.set(id, number);
      list.push({ id, label: null, ...(list === employers ? { coc: null } : {}) } as never);
    }
    return number;
  };
  const index: SearchIndex = {
    size,
    ids: new Array<string>(size),
    rowOf: new Map(),
    postedDay: new Int32Array(size),
    postedAtUs: new Float64Array(size),
    validThroughDay: new Int32Array(size),
    cell: new Int32Array(size),
    rowsOfCell: new Map(),
    x: new Float64Array(size),
    y: new Float64Array(size),
    z: new Float64Array(size),
    sourceTypes: new Uint8Array(size),
    via: new Uint8Array(size),
    codes: {} as SearchIndex['codes'],
    jobTitle: new Int32Array(size),
    employer: new Int32Array(size),
    jobTitles,
    employers,
    jobTitleIds: [],
    employerIds: [],
    newest: new Int32Array(size),
    text: await text.done(),
    cards: null,
  };
  const coders = {} as Record<TextFacet, (value: string | null) => number>;
  const columns = {} as Record<TextFacet, number[]>;
  for (const facet of Object.keys(TEXT_FACET_COLUMNS) as TextFacet[]) {
    const values: string[] = [];
    coders[facet] = coder(values);
    columns[facet] = new Array<number>(size);
    index.codes[facet] = { values, rows: new Uint8Array(0) };
  }
  for (const [row, record] of rows.entries()) {
    index.ids[row] = record.id;
    index.rowOf.set(record.id, row);
    index.postedDay[row] = record.posted_day;
    index.postedAtUs[row] = toNumber(record.posted_at_us);
    index.validThroughDay[row] = record.valid_through_day ?? NO_DAY;
    index.cell[row] = record.cell ?? NO_CELL;
    index.x[row] = record.x ?? Number.NaN;
    index.y[row] = record.y ?? Number.NaN;
    index.z[row] = record.z ?? Number.NaN;
    index.sourceTypes[row] = record.source_types;
    index.via[row] = record.via_intermediary ? 1 : 0;
    index.jobTitle[row] = record.job_title_id === null ? -1 : numberOf(jobTitleNumber, jobTitles, record.job_title_id);
    index.employer[row] = numberOf(employerNumber, employers, record.employer_id);
    for (const facet of Object.keys(TEXT_FACET_COLUMNS) as TextFacet[]) {
      const value = record[TEXT_FACET_COLUMNS[facet] as keyof typeof record] as string | null;
      (columns[facet] as number[])[row] = coders[facet](value);
    }
  }
  for (const facet of Object.keys(TEXT_FACET_COLUMNS) as TextFacet[]) {
    const entry = index.codes[facet];
    entry.rows = entry.values.length < 255 ? Uint8Array.from(columns[facet]) : Uint16Array.from(columns[facet]);
  }
  await nextTurn();
  const order = Array.from({ length: size }, (_, row) => row).sort(
    (a, b) =>
      (index.postedAtUs[b] as number) - (index.postedAtUs[a] as number) ||
      byBytes(index.ids[a] as string, index.ids[b] as string),
  );
  for (const [place, row] of order.entries()) index.newest[row] = place;
  index.rowsOfCell = rowsByCell(index.cell);
  index.cards = cards?.done(index.ids) ?? null;
  index.jobTitleIds = jobTitles.map((entry) => entry.id);
  index.employerIds = employers.map((entry) => entry.id);
  return index;
}

/** Each cell's rows in row order (a counting sort of the rows by cell); rows without a place in none. */
function rowsByCell(cells: Int32Array): Map<number, Int32Array> {
  const counts = new Map<number, number>();
  for (const cell of cells) if (cell !== NO_CELL) counts.set(cell, (counts.get(cell) ?? 0) + 1);
  const lists = new Map<number, { rows: Int32Array; length: number }>();
  for (const [cell, count] of counts) lists.set(cell, { rows: new Int32Array(count), length: 0 });
  for (let row = 0; row < cells.length; row++) {
    const list = lists.get(cells[row] as number);
    if (list) list.rows[list.length++] = row;
  }
  return new Map([...lists].map(([cell, list]) => [cell, list.rows]));
}

/** The availability level of availability.ts (SPEC §4), as `availabilitySql`. */
export function availabilityOf(index: SearchIndex, row: number, today: number): number {
  const valid = index.validThroughDay[row] as number;
  const posted = index.postedDay[row] as number;
  if (valid !== NO_DAY && valid < today) return 1;
  if (posted >= today - AVAILABILITY_NEW_DAYS) return 4;
  if (valid === NO_DAY && posted < today - AVAILABILITY_STALE_DAYS) return 2;
  return 3;
}

/** One raw bucket, as the SQL statement gives them: facet number, value, count, name. */
export type RawBucket = [number, string, number, string | null];

/**
 * A facet as the index reads it: each row's value number (0: none) and the values' texts; where
 * the number is a column of the index plus a constant, that column (`numbers`, `plus`) too, so
 * counting reads it without a call per row.
 */
type Column =
  | {
      valueOf(row: number): number;
      values: string[];
      multi?: false;
      numbers?: Uint8Array | Uint16Array | Int32Array;
      plus?: number;
    }
  | MultiColumn;
/** Source types: a row may count in several buckets (one bit each). */
type MultiColumn = { multi: true; bits: number[]; values: string[]; maskOf(row: number): number };

function columnOf(index: SearchIndex, facet: VacancyFacet, today: number): Column {
  switch (facet) {
    case 'occupation':
      return {
        valueOf: (row) => (index.jobTitle[row] as number) + 1,
        values: index.jobTitleIds,
        numbers: index.jobTitle,
        plus: 1,
      };
    case 'organization':
      return {
        valueOf: (row) => (index.employer[row] as number) + 1,
        values: index.employerIds,
        numbers: index.employer,
        plus: 1,
      };
    case 'availabilityLevel':
      return { valueOf: (row) => availabilityOf(index, row, today), values: ['1', '2', '3', '4'] };
    case 'viaIntermediary':
      // As `via_intermediary::text` gives them.
      return { valueOf: (row) => (index.via[row] === 1 ? 1 : 2), values: ['true', 'false'] };
    case 'sourceType': {
      const entries = Object.entries(SOURCE_TYPE_BITS);
      return {
        multi: true,
        bits: entries.map(([, bit]) => bit),
        values: entries.map(([code]) => code),
        maskOf: (row) => index.sourceTypes[row] as number,
      };
    }
    default: {
      const { rows, values } = index.codes[facet];
      return { valueOf: (row) => rows[row] as number, values, numbers: rows, plus: 0 };
    }
  }
}

/** Whether a row passes a facet's chosen values (`facetCondition`): a test per row. */
function passesOf(column: Column, chosen: string[], ids: boolean): (row: number) => boolean {
  if (column.multi) {
    const mask = chosen.reduce((bits, value) => bits | (column.bits[column.values.indexOf(value)] ?? 0), 0);
    return (row) => (column.maskOf(row) & mask) !== 0;
  }
  // Ids as the uuid type reads them (lower case).
  const numbers = new Set(
    chosen.map((value) => column.values.indexOf(ids ? value.toLowerCase() : value) + 1).filter((number) => number > 0),
  );
  return (row) => numbers.has(column.valueOf(row));
}

/** Byte order of the texts, as `collate "C"` and the uuid order give it. */
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Total and disjunctive facet counts of the rows `rows` (numbers in the index), and the rows that
 * pass every chosen facet: the buckets the SQL statement of `searchVacancies` gives, in its order
 * of facets and of buckets (count, then value), with the same top-N and the chosen values.
 */
export function countFacets(
  index: SearchIndex,
  rows: Int32Array,
  {
    today,
    facetNames,
    filters,
  }: { today: number; facetNames: VacancyFacet[]; filters: Array<[VacancyFacet, string[]]> },
): { passing: Int32Array; buckets: RawBucket[] } {
  const active = filters.map(([facet, values]) => ({
    facet,
    values,
    passes: passesOf(columnOf(index, facet, today), values, facet === 'occupation' || facet === 'organization'),
  }));
  // Per row a bit per chosen facet it fails.
  const fails = new Uint32Array(rows.length);
  let passingCount = 0;
  for (let position = 0; position < rows.length; position++) {
    const row = rows[position] as number;
    let failed = 0;
    for (let number = 0; number < active.length; number++) {
      if (!(active[number] as (typeof active)[number]).passes(row)) failed |= 1 << number;
    }
    fails[position] = failed;
    if (failed === 0) passingCount++;
  }
  const passing = new Int32Array(passingCount);
  for (let position = 0, next = 0; position < rows.length; position++) {
    if (fails[position] === 0) passing[next++] = rows[position] as number;
  }
  const buckets: RawBucket[] = [];
  // The SQL statement lists the facets with a handful of values first, then the id facets.
  const ordered = [
    ...facetNames.filter((facet) => facet !== 'occupation' && facet !== 'organization'),
    ...facetNames.filter((facet) => facet === 'occupation' || facet === 'organization'),
  ];
  for (const facet of ordered) {
    const number = facetNames.indexOf(facet);
    const activeNumber = active.findIndex((entry) => entry.facet === facet);
    // The rows this facet's buckets count: those that pass every chosen facet but this one.
    const allowed = activeNumber < 0 ? 0 : 1 << activeNumber;
    const column = columnOf(index, facet, today);
    const labels = facet === 'occupation' ? index.jobTitles : facet === 'organization' ? index.employers : null;
    const counts = countBuckets(column, rows, active.length === 0 ? null : fails, allowed);
    const chosen = active[activeNumber]?.values ?? [];
    const chosenIds = new Set(labels ? chosen.map((value) => value.toLowerCase()) : chosen);
    for (const bucket of topBuckets(counts, column.values, chosenIds)) {
      const name = labels ? (labels[bucket.number - 1]?.label ?? null) : null;
      buckets.push([number, bucket.value, bucket.n, name]);
    }
  }
  return { passing, buckets };
}

/**
 * Per value of the facet, how many of `rows` count in it: those whose `fails` bits are all in
 * `allowed` (every row when `fails` is null: nothing chosen). Index 0: rows without a value.
 */
function countBuckets(column: Column, rows: Int32Array, fails: Uint32Array | null, allowed: number): Float64Array {
  const counts = new Float64Array(column.values.length + 1);
  const excluded = ~allowed;
  if (column.multi) {
    for (let position = 0; position < rows.length; position++) {
      if (fails && (fails[position] as number) & excluded) continue;
      const mask = column.maskOf(rows[position] as number);
      for (let bit = 0; bit < column.bits.length; bit++) {
        if (mask & (column.bits[bit] as number)) counts[bit + 1] = (counts[bit + 1] as number) + 1;
      }
    }
    return counts;
  }
  const { numbers, plus = 0 } = column;
  for (let position = 0; position < rows.length; position++) {
    if (fails && (fails[position] as number) & excluded) continue;
    const row = rows[position] as number;
    // A column of the index read straight, or the value computed (the availability level).
    const value = numbers ? (numbers[row] as number) + plus : column.valueOf(row);
    counts[value] = (counts[value] as number) + 1;
  }
  return counts;
}

type Bucket = { number: number; value: string; n: number };
/** The order of buckets: by count, then by value. */
const bucketBefore = (a: Bucket, b: Bucket) => b.n - a.n || byBytes(a.value, b.value);

/**
 * The FACET_TOP_BUCKETS largest buckets with a count, in order, then the chosen values among the
 * others, in order: what sorting every bucket and keeping the first ones and the chosen gives,
 * without sorting every bucket (an employer facet has thousands).
 */
function topBuckets(counts: Float64Array, values: string[], chosen: ReadonlySet<string>): Bucket[] {
  const top: Bucket[] = [];
  const others: Bucket[] = [];
  for (let number = 1; number < counts.length; number++) {
    const n = counts[number] as number;
    if (n <= 0) continue;
    const last = top[top.length - 1];
    if (top.length === FACET_TOP_BUCKETS && last && n < last.n) {
      if (chosen.size > 0 && chosen.has(values[number - 1] as string))
        others.push({ number, value: values[number - 1] as string, n });
      continue;
    }
    const bucket = { number, value: values[number - 1] as string, n };
    if (top.length === FACET_TOP_BUCKETS && last && bucketBefore(last, bucket) < 0) {
      if (chosen.has(bucket.value)) others.push(bucket);
      continue;
    }
    let at = top.length;
    while (at > 0 && bucketBefore(top[at - 1] as Bucket, bucket) > 0) at--;
    top.splice(at, 0, bucket);
    if (top.length > FACET_TOP_BUCKETS) {
      const dropped = top.pop() as Bucket;
      if (chosen.has(dropped.value)) others.push(dropped);
    }
  }
  return [...top, ...others.sort(bucketBefore)];
}
