import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

/**
 * The `set` of an `onConflictDoUpdate` that writes again what is authored or imported: the
 * `columns` take the values of the row proposed for insertion (PostgreSQL's `excluded`), and
 * `updatedAt` becomes now.
 */
export function setFromExcluded<Table extends PgTable>(
  table: Table,
  columns: ReadonlyArray<keyof Table['$inferInsert'] & string>,
): PgUpdateSetSource<Table> {
  const byKey = getTableColumns(table);
  const set: Record<string, unknown> = {};
  for (const key of columns) {
    const column = byKey[key];
    if (!column) throw new Error(`${key} is not a column`);
    set[key] = sql`excluded.${sql.identifier(column.name)}`;
  }
  set.updatedAt = sql`now()`;
  return set as PgUpdateSetSource<Table>;
}
