import { getTableName, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key: a random UUID made by the database, so inserts from any path agree. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** created_at / updated_at, present on every table. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * A column named with its table, always: Drizzle names a column with its table only when the
 * query has a join, so SQL meant to sit inside another statement (a correlated subquery) would
 * otherwise name `id` of whichever table is nearest.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
