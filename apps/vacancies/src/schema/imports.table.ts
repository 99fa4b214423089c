import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { sql } from 'drizzle-orm';
import { jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { vacanciesSchema } from './vacancies-schema';

/** Every run of the import pipeline, with its counts: the demo seed looks for a finished one. */
export const importRuns = vacanciesSchema.table('import_runs', {
  id: idColumn(),
  /** `file` (CLI), `demo` (the generated demo corpus) or `bench`. */
  kind: text('kind').notNull(),
  source: text('source').notNull(),
  status: text('status').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  stats: jsonb('stats').notNull().default(sql`'{}'::jsonb`),
  ...timestamps(),
});

/**
 * Which version (hash) of each authored list is in the database, so a start only rewrites a
 * list when the code brings a new one.
 */
export const authoredDataVersions = vacanciesSchema.table('authored_data_versions', {
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
  ...timestamps(),
});
