import type { Db } from '@koers/server-core/db/database';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createDatabaseCache } from '../../../lib/database-cache';
import { queryRows } from '../../../lib/sql-rows';
import { searchWords } from '../../../lib/text';
import { type Operand, parseWordQuery } from './text-index';

/**
 * The Dutch tsquery of each word of a search phrase, as SQL expressions: stemmed or as typed,
 * the last word as a prefix while typing; a stop word (`de`, `van`) asks for nothing. Every
 * function in them is immutable, so the planner folds them into constants while planning: its
 * row estimates and the GIN index see the final query, and no statement is spent building it.
 */
export function wordQueries(phrase: string): Array<{ tsquery: SQL; prefix: boolean }> {
  const words = searchWords(phrase);
  const prefixLast = !/\s$/.test(phrase);
  return words.map((word, index) => {
    if (index === words.length - 1 && prefixLast) {
      const prefix = sql`quote_literal(${word}::text) || ':*'`;
      return {
        tsquery: eitherQuery(sql`to_tsquery('dutch', ${prefix})`, sql`to_tsquery('simple', ${prefix})`),
        prefix: true,
      };
    }
    const dutch = sql`to_tsquery('dutch', quote_literal(${word}::text))`;
    // An empty tsquery drops out of `&&`: a stop word leaves the other words.
    const either = eitherQuery(dutch, sql`to_tsquery('simple', quote_literal(${word}::text))`);
    return { tsquery: sql`(case when numnode(${dutch}) > 0 then ${either} else ${dutch} end)`, prefix: false };
  });
}

/**
 * The stem or the word as typed. Most words are their own stem (`kok`, `medewerker`), and the
 * GIN index does not merge the two equal halves of `'kok':* | 'kok':*`: it reads every posting
 * twice, which doubled the index's work for most searches.
 */
function eitherQuery(stemmed: SQL, plain: SQL): SQL {
  return sql`(case when ${stemmed} = ${plain} then ${plain} else ${stemmed} || ${plain} end)`;
}

/** Each word's tsquery as text, by its word and whether it is a prefix: a memo of the stemmer, not of answers. */
const stemmed = new Map<string, string>();
const STEMMED_AT_MOST = 20_000;

/**
 * The operands of each word's tsquery (`wordQueries`) for the text index (text-index.ts), built by
 * PostgreSQL in one statement that reads no table (words met before cost none); an empty list for
 * a stop word. Null when a word's tsquery is more than lexemes joined by `|`.
 */
export async function wordOperands(db: Db, phrase: string): Promise<Operand[][] | null> {
  const words = searchWords(phrase);
  // The last word is a prefix while typing (as in `wordQueries`, whose SQL is made only for words not met before).
  const prefixLast = !/\s$/.test(phrase);
  const keys = words.map((word, index) => `${index === words.length - 1 && prefixLast ? '*' : ' '}${word}`);
  const missing = [...new Set(keys.filter((key) => !stemmed.has(key)))];
  if (missing.length > 0) {
    const queries = wordQueries(phrase);
    const [row] = await queryRows<Record<string, string>>(
      db,
      sql`select ${sql.join(
        missing.map((key, number) => {
          const query = queries[keys.indexOf(key)]?.tsquery ?? sql`''::tsquery`;
          return sql`(${query})::text as ${sql.identifier(`q${number}`)}`;
        }),
        sql`, `,
      )}`,
    );
    for (const [number, key] of missing.entries()) {
      if (stemmed.size >= STEMMED_AT_MOST) stemmed.delete(stemmed.keys().next().value as string);
      stemmed.set(key, row?.[`q${number}`] ?? '');
    }
  }
  const operands = keys.map((key) => parseWordQuery(stemmed.get(key) ?? ''));
  return operands.every((each) => each !== null) ? (operands as Operand[][]) : null;
}

/** The tsquery of a whole phrase: all its words (see `wordQueries`); null without words. */
export function textQuery(phrase: string): SQL | null {
  const terms = wordQueries(phrase).map((word) => word.tsquery);
  return terms.length === 0 ? null : sql`(${sql.join(terms, sql` && `)})`;
}

/** Whether `vector` matches the phrase's query; a phrase of stop words only matches everything (folded away too). */
export function matchesText(vector: SQL, text: SQL): SQL {
  return sql`(numnode(${text}) = 0 or ${vector} @@ ${text})`;
}

// The planner's estimates move only with the table's statistics (autovacuum's ANALYZE), so they
// are kept for a few minutes: paging, sorting or choosing a facet asks the same words near the
// same place again, and then the choice costs no statement at all.
const estimates = createDatabaseCache<number>({ ttlMs: 5 * 60_000, size: 5_000 });
const dialect = new PgDialect();

/** The planner's row estimate for the search projection under `conditions` (planning only). */
function estimatedRows(db: Db, conditions: SQL[]): Promise<number> {
  const statement = sql`explain (format json) select 1 from vacancies.vacancy_search s where ${sql.join(conditions, sql` and `)}`;
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return estimates.get(db, `${text}\n${JSON.stringify(params)}`, async () => {
    const [row] = await queryRows<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> | string }>(db, statement);
    const plan = row?.['QUERY PLAN'];
    const parsed = typeof plan === 'string' ? (JSON.parse(plan) as Array<{ Plan: { 'Plan Rows': number } }>) : plan;
    return parsed?.[0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
  });
}

/**
 * Whether to read the place's rows first and check the words per row, instead of the GIN
 * index. The GIN scan's work is the sum of the words' postings in the whole country (in the
 * period's month partitions), not the size of their intersection, so each word is estimated on
 * its own; the place path's work is the rows the (cell, day) index gives, each checked on its
 * heap row. Measured at a million ads for all 24 benchmark searches with words, both ways: a
 * posting costs about 0.55 µs when the word is a prefix (the last word while typing: the index
 * gathers every word that starts so), 0.25 µs as a whole word, and a place row about 1.6 µs. So
 * the place goes first when twice the prefix postings plus the whole-word postings exceed six
 * times the place's rows: `zorg` near Nijmegen (3,215 place rows; 7 ms against 13 through the
 * index), but not `kok` near Amsterdam (8,898 place rows; 10 ms through the index against 35).
 */
export async function placeNarrowsBetter(
  db: Db,
  place: SQL[],
  period: SQL[],
  words: Array<{ tsquery: SQL; prefix: boolean }>,
): Promise<boolean> {
  const [placeRows = 0, ...wordRows] = await Promise.all([
    estimatedRows(db, place),
    ...words.map((word) => estimatedRows(db, [...period, sql`s.search_vector @@ ${word.tsquery}`])),
  ]);
  const postings = words.reduce((sum, word, index) => sum + (wordRows[index] ?? 0) * (word.prefix ? 2 : 1), 0);
  return postings > 6 * placeRows;
}
