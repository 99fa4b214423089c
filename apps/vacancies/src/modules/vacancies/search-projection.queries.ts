import type { Database, Db } from '@koers/server-core/db/database';
import { sql } from 'drizzle-orm';
import { arrayParam, queryRows, toNumber } from '../../lib/sql-rows';
import { CELL_SQL, dayNumber } from './geo';

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

/** The search table's partition of the month (UTC) of `date`: its name and its range of days. */
export function searchPartitionOf(date: Date): { name: string; from: number; to: number } {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return {
    name: `vacancy_search_${year}_${String(month + 1).padStart(2, '0')}`,
    from: dayNumber(new Date(Date.UTC(year, month, 1))),
    to: dayNumber(new Date(Date.UTC(year, month + 1, 1))),
  };
}

/** Which of the named partitions the search table has. */
async function presentSearchPartitions(db: Db, names: string[]): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'vacancies.vacancy_search'::regclass and c.relname = any(${arrayParam(names)})`,
  );
  return new Set(rows.map((row) => row.name));
}

/** The search rows of the month of `month`: 0 when it has no partition. */
export async function searchMonthRows(db: Db, month: Date): Promise<number> {
  const { name } = searchPartitionOf(month);
  if (!(await presentSearchPartitions(db, [name])).has(name)) return 0;
  const [row] = await queryRows<{ rows: unknown }>(
    db,
    sql`select count(*) as rows from vacancies.${sql.identifier(name)}`,
  );
  return toNumber(row?.rows);
}

// Any fixed number, so two imports never add the same month at once.
const PARTITION_LOCK = 7_304_003;

/**
 * Adds the search table's partitions for the posting months of `dates` that it lacks: called
 * before a batch's transaction, in a short one of its own, because adding a partition locks the
 * whole table and searches wait for that lock.
 */
export async function ensureSearchPartitions(db: Db, dates: Date[]): Promise<void> {
  const months = new Map(dates.map((date) => searchPartitionOf(date)).map((month) => [month.name, month]));
  const present = (tx: Db) => presentSearchPartitions(tx, [...months.keys()]);
  const known = await present(db);
  if ([...months.keys()].every((name) => known.has(name))) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    const existing = await present(tx as Db);
    for (const { name, from, to } of months.values()) {
      if (existing.has(name)) continue;
      await tx.execute(
        sql.raw(
          `create table vacancies.${name} partition of vacancies.vacancy_search for values from (${from}) to (${to})`,
        ),
      );
    }
  });
}

/** Title (A: Dutch stems and the words as typed), employer and occupation (B): a vector's head. */
const HEAD_VECTOR = sql.raw(`setweight(to_tsvector('dutch', v.title), 'A')
  || setweight(to_tsvector('simple', v.title), 'A')
  || setweight(to_tsvector('dutch', e.name || ' ' || coalesce(j.label_nl, '')), 'B')`);
/** The full text (D), by far the dearest part to build (some 0.2 ms for an ad of 1,100 characters). */
const TEXT_VECTOR = sql.raw(`setweight(to_tsvector('dutch', left(v.full_text, 20000)), 'D')`);

/**
 * A search row's vector: head and full text. A vacancy of `sameTextIds` keeps the vector of its
 * row when the head is the A and B part of it: the text being the same, so is the D part, and so
 * the whole (a test compares every imported vector with one built anew). The row is looked up by
 * its key in the posting day's partition.
 */
function searchVector(sameTextIds: string[]) {
  if (sameTextIds.length === 0) return sql`head.vector || ${TEXT_VECTOR}`;
  return sql`coalesce(
    (select old.search_vector from vacancies.vacancy_search old
      where old.vacancy_id = v.id and old.posted_day = floor(extract(epoch from v.posted_at) / 86400)::int
        and v.id = any(${arrayParam(sameTextIds, 'uuid')})
        and ts_filter(old.search_vector, '{a,b}') = head.vector),
    head.vector || ${TEXT_VECTOR})`;
}

/**
 * Rebuilds the search rows of the given vacancies from their current state: called in the
 * transaction that wrote them, after `ensureSearchPartitions` for their posting months. Text
 * weights: title A (Dutch stems and plain words, for prefix search while typing), employer and
 * occupation B, the full text D.
 */
export async function refreshSearchRows(
  db: Db,
  vacancyIds: string[],
  options: {
    /** The ones that may have a search row already; not the vacancies the transaction created. */
    existingIds?: string[];
    /**
     * The ones whose title and text the transaction left as they were (an import's reposts): they
     * keep their vector when its title, employer and occupation part is the one built afresh.
     */
    sameTextIds?: string[];
  } = {},
): Promise<void> {
  const { existingIds = vacancyIds, sameTextIds = [] } = options;
  // A vacancy whose posting day changed (its default source did) moves to that day's row.
  // Asked by id of the search table itself, so each partition answers from its primary key.
  if (existingIds.length > 0)
    await db.execute(sql`
    delete from vacancies.vacancy_search s
    where s.vacancy_id = any(${arrayParam(existingIds, 'uuid')})
      and s.posted_day <> (select floor(extract(epoch from v.posted_at) / 86400)::int
                           from vacancies.external_vacancies v where v.id = s.vacancy_id)`);
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
      ${searchVector(sameTextIds)},
      v.education_level_code, v.employment_type_code, v.contract_type_code,
      case when v.hours_max is null then null when v.hours_max < 16 then '0-16' when v.hours_max < 32 then '16-32' else '32+' end,
      v.job_title_id, e.sector_code, v.province_code,
      coalesce((select bit_or(case src.source_type when 'employer_site' then 1 when 'job_board' then 2 when 'intermediary' then 4 else 0 end)
                from vacancies.vacancy_sources src where src.vacancy_id = v.id), 0)::smallint,
      v.via_intermediary, v.employer_id
    from vacancies.external_vacancies v
    join vacancies.internet_employers e on e.id = v.employer_id
    left join vacancies.job_titles j on j.id = v.job_title_id
    cross join lateral (select ${HEAD_VECTOR} as vector) head
    where v.id = any(${arrayParam(vacancyIds, 'uuid')})
    -- New rows go onto the heap in the order given here, by cell and day: a batch's rows of one
    -- town then share a few pages instead of lying one per page among the whole country's.
    order by 5, 2
    on conflict (vacancy_id, posted_day) do update set ${sql.raw(SEARCH_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', '))}
    -- A repost that changes nothing searchable (most do not) leaves the row as it is: no new row
    -- version, so the table does not swell with dead rows and a place's rows stay on few pages.
    where (${sql.raw(SEARCH_COLUMNS.map((column) => `s.${column}`).join(', '))})
      is distinct from (${sql.raw(SEARCH_COLUMNS.map((column) => `excluded.${column}`).join(', '))})`);
}

/** Vacancies refreshed per statement when something their search rows name changes under them. */
const REFRESH_BATCH = 1000;

/** Rebuilds the search rows of the vacancies of `ids` by `column`, but for those `except`. */
async function refreshSearchRowsBy(
  db: Db,
  column: 'job_title_id' | 'employer_id',
  ids: string[],
  except: string[] = [],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select v.id from vacancies.external_vacancies v
        where v.${sql.identifier(column)} = any(${arrayParam(ids, 'uuid')}) and v.id <> all(${arrayParam(except, 'uuid')})`,
  );
  const vacancyIds = rows.map((row) => row.id);
  for (let start = 0; start < vacancyIds.length; start += REFRESH_BATCH)
    await refreshSearchRows(db, vacancyIds.slice(start, start + REFRESH_BATCH));
  return vacancyIds.length;
}

/**
 * Rebuilds the search rows of every vacancy of these occupations: their label is part of each
 * row's vector (weight B), so a relabelled occupation would otherwise still be found by its old
 * name and not by its new one. Run in the transaction that changed the labels.
 */
export function refreshSearchRowsOfJobTitles(db: Db, jobTitleIds: string[]): Promise<number> {
  return refreshSearchRowsBy(db, 'job_title_id', jobTitleIds);
}

/**
 * Rebuilds the search rows of these employers' vacancies (their sector facet), but for those
 * `except` (rebuilt already). Run in the transaction that changed the employers.
 */
export function refreshSearchRowsOfEmployers(db: Db, employerIds: string[], except: string[]): Promise<number> {
  return refreshSearchRowsBy(db, 'employer_id', employerIds, except);
}

/** Bit of each source type in `vacancy_search.source_types`, as written above. */
export const SOURCE_TYPE_BITS = { employer_site: 1, job_board: 2, intermediary: 4 } as const;

/**
 * Rewrites one month of the search table in place order, by cell and then day, with its indexes
 * built afresh: the rows of a town then lie on a few pages instead of one per page among the
 * whole country's, and a search reads a fraction of the pages (see docs/benchmarks.md, "Search at
 * scale: the design in full"). The copy is built beside the month and swapped in at the end, so
 * searches go on while it is written and wait only for the swap; writes to the month, and imports,
 * wait for it all.
 */
export async function compactSearchMonth(database: Database, month: Date): Promise<boolean> {
  const { name, from, to } = searchPartitionOf(month);
  const copy = `${name}_compact`;
  const done = await database.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const run = (statement: string) => tx.execute(sql.raw(statement));
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    if (!(await presentSearchPartitions(tx, [name])).has(name)) return false;
    // Taken before the month's own lock, in the order an import's batch takes them (vacancies,
    // then search rows), so an import waits here instead of deadlocking; the foreign key below
    // needs this lock anyway.
    await run('lock table vacancies.external_vacancies in share row exclusive mode');
    await run(`lock table vacancies.${name} in share mode`);
    await run(`create table vacancies.${copy} (like vacancies.${name} including defaults)`);
    await run(`insert into vacancies.${copy} select * from vacancies.${name} order by cell, posted_day`);

    // The month's indexes and keys, built on the copy in one pass each: attaching it then only
    // pairs them with the search table's own, instead of building them while searches wait.
    const indexes = await queryRows<{ name: string; definition: string; key: string | null }>(
      tx,
      sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition, pg_get_constraintdef(k.oid) as key
          from pg_index i join pg_class c on c.oid = i.indexrelid
          left join pg_constraint k on k.conindid = i.indexrelid and k.conrelid = i.indrelid
          where i.indrelid = ${`vacancies.${name}`}::regclass order by c.relname`,
    );
    const foreignKeys = await queryRows<{ name: string; definition: string }>(
      tx,
      sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
          where conrelid = ${`vacancies.${name}`}::regclass and contype = 'f' order by conname`,
    );
    const renames: string[] = [];
    for (const [number, index] of indexes.entries()) {
      const temporary = `${copy}_${number}`;
      if (index.key) {
        await run(`alter table vacancies.${copy} add constraint ${temporary} ${index.key}`);
        renames.push(`alter table vacancies.${name} rename constraint ${temporary} to ${index.name}`);
      } else {
        await run(
          index.definition.replace(
            /^CREATE (UNIQUE )?INDEX \S+ ON (ONLY )?\S+ /,
            `CREATE $1INDEX ${temporary} ON vacancies.${copy} `,
          ),
        );
        renames.push(`alter index vacancies.${temporary} rename to ${index.name}`);
      }
    }
    for (const [number, key] of foreignKeys.entries()) {
      const temporary = `${copy}_fk${number}`;
      await run(`alter table vacancies.${copy} add constraint ${temporary} ${key.definition}`);
      renames.push(`alter table vacancies.${name} rename constraint ${temporary} to ${key.name}`);
    }
    // Proves the copy's days lie in the month, so attaching it needs no scan of its own.
    await run(
      `alter table vacancies.${copy} add constraint ${copy}_days check (posted_day >= ${from} and posted_day < ${to})`,
    );

    await run(`alter table vacancies.vacancy_search detach partition vacancies.${name}`);
    await run(
      `alter table vacancies.vacancy_search attach partition vacancies.${copy} for values from (${from}) to (${to})`,
    );
    await run(`alter table vacancies.${copy} drop constraint ${copy}_days`);
    await run(`drop table vacancies.${name}`);
    await run(`alter table vacancies.${copy} rename to ${name}`);
    for (const statement of renames) await run(statement);
    return true;
  });
  // The new table's statistics, and the visibility map that lets a search read the covering index
  // without visiting the table; outside the transaction, where VACUUM must run.
  if (done) await database.exec(`vacuum analyze vacancies.${name}`);
  return done;
}
