import { timestamp, uuid } from 'drizzle-orm/pg-core';

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
