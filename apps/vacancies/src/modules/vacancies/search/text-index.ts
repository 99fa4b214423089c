/**
 * The explorer's text index: each lexeme of the search table's `search_vector` with the rows that
 * hold it and their positions (weight and place, as PostgreSQL keeps them), read with the facet
 * index (search-index.ts). A search's words, turned into their tsqueries by PostgreSQL itself
 * (words.queries.ts), are matched here as `@@` matches them, and ranked as `ts_rank` ranks them
 * (src/backend/utils/adt/tsrank.c, in single precision as it computes): the same rows and the same
 * order as the SQL statement, without reading the table.
 */
export type TextIndex = {
  /** Lexeme → its number. */
  numberOf: Map<string, number>;
  /** The lexemes in byte order (as PostgreSQL orders them), for prefixes. */
  sorted: string[];
  sortedNumbers: Int32Array;
  /** Per lexeme its postings: `postingStart[lexeme]` up to `postingStart[lexeme + 1]`. */
  postingStart: Int32Array;
  postingRow: Int32Array;
  postingPosition: Int32Array;
  postingPositions: Uint16Array;
  /** Each position as PostgreSQL's WordEntryPos: weight (3: A … 0: D) in the top 2 bits, place below. */
  positions: Uint16Array;
};

/** One lexeme of a word's tsquery: `'lexeme'` or `'lexeme':*`. */
export type Operand = { lexeme: string; prefix: boolean };

const [QUOTE, COLON, COMMA, SPACE, ZERO, NINE, A, D] = ["'", ':', ',', ' ', '0', '9', 'A', 'D'].map((char) =>
  char.charCodeAt(0),
) as [number, number, number, number, number, number, number, number];

/** Order of code points, which is UTF-8's byte order (JavaScript's `<` orders UTF-16 units). */
export function byCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) {
    const x = a.charCodeAt(at);
    const y = b.charCodeAt(at);
    if (x === y) continue;
    const surrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;
    if (surrogate(x) !== surrogate(y)) return surrogate(x) ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/** Lets the event loop serve what waits (requests) before going on: building the index takes a second. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const POSTINGS_PER_TURN = 200_000;

/** A growing Int32Array. */
function grower() {
  let values = new Int32Array(1 << 16);
  let length = 0;
  return {
    push(value: number) {
      if (length === values.length) {
        const larger = new Int32Array(values.length * 2);
        larger.set(values);
        values = larger;
      }
      values[length++] = value;
    },
    set(at: number, value: number) {
      values[at] = value;
    },
    get length() {
      return length;
    },
    done: () => values.subarray(0, length),
  };
}

/**
 * Reads each row's vector as `tsvector::text` gives it (`'kok':1A,4 'zorg':2`), rows in index order,
 * a few at a time: the facet index is read in chunks between which requests are served.
 */
export function createTextIndexBuilder() {
  const numberOf = new Map<string, number>();
  const postingLexeme = grower();
  const postingRow = grower();
  const postingPosition = grower();
  const positions = grower();
  let row = 0;
  return {
    /** The next row's vector. */
    add(vector: string) {
      addVector(vector, row++);
    },
    /** The index, its sorting done in steps with turns of the event loop between them. */
    done: () =>
      finishTextIndex(numberOf, postingLexeme.done(), postingRow.done(), postingPosition.done(), positions.done()),
  };

  function addVector(vector: string, row: number) {
    let at = 0;
    while (at < vector.length) {
      if (vector.charCodeAt(at) !== QUOTE) {
        at++;
        continue;
      }
      // A quoted lexeme: '' and \\ stand for ' and \ (a backslash never stands before the closing
      // quote). Cut out at once: built a character at a time, each lexeme was a chain of
      // concatenated strings, millions of objects for the collector to mark.
      at++;
      let end = vector.indexOf("'", at);
      while (end >= 0 && vector.charCodeAt(end + 1) === QUOTE) end = vector.indexOf("'", end + 2);
      if (end < 0) end = vector.length;
      let lexeme = vector.slice(at, end);
      if (lexeme.includes("'") || lexeme.includes('\\'))
        lexeme = lexeme.replace(/''|\\([\s\S])/g, (_, escaped: string | undefined) => escaped ?? "'");
      at = end + 1;
      let number = numberOf.get(lexeme);
      if (number === undefined) {
        number = numberOf.size;
        // A fresh copy: a longer slice would keep the whole vector it was cut from.
        numberOf.set(Buffer.from(lexeme).toString(), number);
      }
      postingLexeme.push(number);
      postingRow.push(row);
      postingPosition.push(positions.length);
      if (vector.charCodeAt(at) === COLON) {
        at++;
        // Places with their weight letter (none: D): `1A,4`. charCodeAt past the end is NaN.
        while (at < vector.length && vector.charCodeAt(at) !== SPACE) {
          let place = 0;
          let code = vector.charCodeAt(at);
          while (code >= ZERO && code <= NINE) {
            place = place * 10 + code - ZERO;
            code = vector.charCodeAt(++at);
          }
          let weight = 0;
          if (code >= A && code <= D) {
            weight = D - code;
            code = vector.charCodeAt(++at);
          }
          positions.push((weight << 14) | place);
          if (code === COMMA) at++;
        }
      }
    }
  }
}

/** Postings grouped by lexeme (a counting sort), the positions left where they are. */
async function finishTextIndex(
  numberOf: Map<string, number>,
  byLexeme: Int32Array,
  rows: Int32Array,
  starts: Int32Array,
  allPositions: Int32Array,
): Promise<TextIndex> {
  const lexemes = numberOf.size;
  await nextTurn();
  const sorted = [...numberOf.keys()];
  // Without surrogates (characters beyond the BMP) the order of UTF-16 units, the native sort's,
  // is that of code points: ten times faster than the comparator.
  if (sorted.some((lexeme) => /[\ud800-\udfff]/.test(lexeme))) sorted.sort(byCodePoints);
  else sorted.sort();
  await nextTurn();
  const postingStart = new Int32Array(lexemes + 1);
  for (const lexeme of byLexeme) postingStart[lexeme + 1] = (postingStart[lexeme + 1] as number) + 1;
  for (let lexeme = 0; lexeme < lexemes; lexeme++)
    postingStart[lexeme + 1] = (postingStart[lexeme + 1] as number) + (postingStart[lexeme] as number);
  const next = postingStart.slice(0, lexemes);
  const index: TextIndex = {
    numberOf,
    sorted,
    sortedNumbers: new Int32Array(lexemes),
    postingStart,
    postingRow: new Int32Array(rows.length),
    postingPosition: new Int32Array(rows.length),
    postingPositions: new Uint16Array(rows.length),
    positions: Uint16Array.from(allPositions),
  };
  for (let posting = 0; posting < rows.length; posting++) {
    if (posting % POSTINGS_PER_TURN === POSTINGS_PER_TURN - 1) await nextTurn();
    const lexeme = byLexeme[posting] as number;
    const place = next[lexeme] as number;
    next[lexeme] = place + 1;
    index.postingRow[place] = rows[posting] as number;
    const start = starts[posting] as number;
    index.postingPosition[place] = start;
    index.postingPositions[place] =
      (posting + 1 < rows.length ? (starts[posting + 1] as number) : allPositions.length) - start;
  }
  for (const [place, lexeme] of index.sorted.entries()) index.sortedNumbers[place] = numberOf.get(lexeme) as number;
  return index;
}

/**
 * A word's tsquery as `tsquery::text` gives it, if it is what words.queries.ts builds: lexemes,
 * maybe prefixes, joined by `|`; empty for a stop word. Null for anything else (a phrase, `&`):
 * such a search is left to SQL.
 */
export function parseWordQuery(text: string): Operand[] | null {
  if (text.trim() === '') return [];
  const operands: Operand[] = [];
  const pattern = /^'((?:[^'\\]|''|\\.)+)'(:\*)?(?: \| |$)/;
  let rest = text;
  while (rest.length > 0) {
    const found = pattern.exec(rest);
    if (!found) return null;
    const lexeme = (found[1] as string).replace(/''/g, "'").replace(/\\(.)/g, '$1');
    operands.push({ lexeme, prefix: found[2] !== undefined });
    rest = rest.slice(found[0].length);
  }
  return operands;
}

/** The lexeme numbers an operand matches, in byte order. */
function lexemesOf(index: TextIndex, operand: Operand): number[] {
  if (!operand.prefix) {
    const number = index.numberOf.get(operand.lexeme);
    return number === undefined ? [] : [number];
  }
  let low = 0;
  let high = index.sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (byCodePoints(index.sorted[middle] as string, operand.lexeme) < 0) low = middle + 1;
    else high = middle;
  }
  const found: number[] = [];
  for (let place = low; place < index.sorted.length; place++) {
    if (!(index.sorted[place] as string).startsWith(operand.lexeme)) break;
    found.push(index.sortedNumbers[place] as number);
  }
  return found;
}

/**
 * Work arrays shared by every search, grown to the index's size once. Fresh ones per search (a
 * megabyte for a ranked one) lived through the young generation under load, and their bytes made
 * V8 mark the whole heap every second or two on the thread PGlite runs on (docs/benchmarks.md,
 * "The text index's work arrays"). Sharing is safe because the functions that use them run to their
 * end without waiting: one search at a time holds them.
 */
const work = {
  flags: new Uint8Array(0),
  counts: new Uint8Array(0),
  head: new Int32Array(0),
  tail: new Int32Array(0),
  ranks: new Float64Array(0),
  next: new Int32Array(0),
  entryOperand: new Int32Array(0),
  entryPosting: new Int32Array(0),
};

function workFor(size: number): typeof work {
  if (work.flags.length < size) {
    work.flags = new Uint8Array(size);
    work.counts = new Uint8Array(size);
    work.head = new Int32Array(size);
    work.tail = new Int32Array(size);
    work.ranks = new Float64Array(size);
  }
  return work;
}

/** Room for `length` entries of the rows' lists of postings (`rankRows`), kept as they were. */
function entryRoom(length: number): void {
  if (work.next.length >= length) return;
  const room = Math.max(length, 2 * work.next.length, 1 << 12);
  for (const key of ['next', 'entryOperand', 'entryPosting'] as const) {
    const larger = new Int32Array(room);
    larger.set(work[key]);
    work[key] = larger;
  }
}

/**
 * Keeps, in place, the rows of `rows` whose vector matches every word (each an OR of its operands;
 * a word without operands, a stop word, drops out; no words at all match every row): the kept
 * rows, in their order, as the start of `rows`.
 */
export function keepMatching(index: TextIndex, size: number, rows: Int32Array, words: Operand[][]): Int32Array {
  const asked = words.filter((operands) => operands.length > 0);
  if (asked.length === 0) return rows;
  const { counts: reached } = workFor(size);
  reached.fill(0, 0, size);
  // A row's count goes from w to w + 1 once it holds word w: it holds all when it reaches their number.
  for (const [word, operands] of asked.entries()) {
    for (const operand of operands) {
      for (const lexeme of lexemesOf(index, operand)) {
        const end = index.postingStart[lexeme + 1] as number;
        for (let posting = index.postingStart[lexeme] as number; posting < end; posting++) {
          const row = index.postingRow[posting] as number;
          if (reached[row] === word) reached[row] = word + 1;
        }
      }
    }
  }
  let kept = 0;
  for (const row of rows) if (reached[row] === asked.length) rows[kept++] = row;
  return rows.subarray(0, kept);
}

const f32 = Math.fround;
const WEIGHTS = [f32(0.1), f32(0.2), f32(0.4), 1];
const MAXENTRYPOS = 1 << 14;

/** `word_distance` of tsrank.c. */
function wordDistance(distance: number): number {
  if (distance > 100) return f32(1e-30);
  return f32(1.0 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2)));
}

/**
 * The operands of a phrase's query as `ts_rank` takes them: sorted and made unique by their text.
 * Null when two share a text but not the prefix mark (PostgreSQL then keeps either of them): such
 * a search is ranked by SQL.
 */
export function uniqueOperands(words: Operand[][]): Operand[] | null {
  const operands: Operand[] = [];
  for (const operand of words.flat().sort((a, b) => byCodePoints(a.lexeme, b.lexeme))) {
    const last = operands.at(-1);
    if (last && last.lexeme === operand.lexeme) {
      if (last.prefix !== operand.prefix) return null;
      continue;
    }
    operands.push(operand);
  }
  return operands;
}

/**
 * `ts_rank(vector, query)` of each row of `rows` (by row, in a work array: read before the next
 * search ranks), as PostgreSQL computes it over the query's unique operands: `calc_rank_and` when
 * the query's top is `&` (`and`: two words or more), else `calc_rank_or`.
 */
export function rankRows(
  index: TextIndex,
  rows: Int32Array,
  operands: Operand[],
  and: boolean,
  size: number,
): Float64Array {
  const { flags: wanted, head, tail, ranks } = workFor(size);
  for (const row of rows) ranks[row] = 0;
  if (operands.length === 0) return ranks;
  for (const row of rows) {
    wanted[row] = 1;
    head[row] = -1;
  }
  // Per row its postings of the operands, operand by operand, each operand's lexemes in byte order.
  let entries = 0;
  for (const [number, operand] of operands.entries()) {
    for (const lexeme of lexemesOf(index, operand)) {
      const end = index.postingStart[lexeme + 1] as number;
      entryRoom(entries + end - (index.postingStart[lexeme] as number));
      for (let posting = index.postingStart[lexeme] as number; posting < end; posting++) {
        const row = index.postingRow[posting] as number;
        if (wanted[row] === 0) continue;
        const entry = entries++;
        work.next[entry] = -1;
        work.entryOperand[entry] = number;
        work.entryPosting[entry] = posting;
        if (head[row] === -1) head[row] = entry;
        else work.next[tail[row] as number] = entry;
        tail[row] = entry;
      }
    }
  }
  for (const row of rows) wanted[row] = 0;
  const { next: links, entryOperand: entryOperands, entryPosting: entryPostings } = work;
  const pairwise = and && operands.length >= 2;
  const lastOf = new Int32Array(operands.length);
  for (const row of rows) {
    let rank: number;
    if (pairwise) {
      lastOf.fill(-1);
      let res = -1;
      for (let entry = head[row] as number; entry !== -1; entry = links[entry] as number) {
        const i = entryOperands[entry] as number;
        const posting = entryPostings[entry] as number;
        for (let k = 0; k < i; k++) {
          const other = lastOf[k] as number;
          if (other !== -1) res = pairs(index, posting, other, res);
        }
        lastOf[i] = posting;
      }
      rank = res;
    } else {
      let res = 0;
      for (let entry = head[row] as number; entry !== -1; entry = links[entry] as number) {
        const posting = entryPostings[entry] as number;
        const count = index.postingPositions[posting] as number;
        const start = index.postingPosition[posting] as number;
        let resj = 0;
        let wjm = -1;
        let jm = 0;
        // Without positions: one, of weight D (POSNULL).
        for (let j = 0; j < Math.max(count, 1); j++) {
          const weight = WEIGHTS[count === 0 ? 0 : (index.positions[start + j] as number) >> 14] as number;
          resj = f32(resj + f32(weight / ((j + 1) * (j + 1))));
          if (weight > wjm) {
            wjm = weight;
            jm = j;
          }
        }
        const inner = f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1))));
        res = f32(res + inner / 1.64493406685);
      }
      rank = f32(res / operands.length);
    }
    ranks[row] = rank < 0 ? f32(1e-20) : rank;
  }
  return ranks;
}

/** The pairs of `calc_rank_and` between a posting and an earlier operand's last posting in the row. */
function pairs(index: TextIndex, posting: number, other: number, start: number): number {
  let res = start;
  const count = index.postingPositions[posting] as number;
  const otherCount = index.postingPositions[other] as number;
  // Without positions: one position at the end (POSNULL), of weight D.
  const noPositions = count === 0 || otherCount === 0;
  const at = (entry: number, countOf: number, j: number) =>
    countOf === 0 ? MAXENTRYPOS - 1 : (index.positions[(index.postingPosition[entry] as number) + j] as number);
  for (let l = 0; l < Math.max(count, 1); l++) {
    const mine = at(posting, count, l);
    for (let p = 0; p < Math.max(otherCount, 1); p++) {
      const theirs = at(other, otherCount, p);
      let distance = Math.abs((mine & 0x3fff) - (theirs & 0x3fff));
      if (distance === 0 && !noPositions) continue;
      if (distance === 0) distance = MAXENTRYPOS;
      const weight = f32(
        f32((WEIGHTS[mine >> 14] as number) * (WEIGHTS[theirs >> 14] as number)) * wordDistance(distance),
      );
      const curw = f32(Math.sqrt(weight));
      res = res < 0 ? curw : f32(1.0 - (1.0 - res) * (1.0 - curw));
    }
  }
  return res;
}
