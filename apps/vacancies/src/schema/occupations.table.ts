import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { sql } from 'drizzle-orm';
import { index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { vacanciesSchema } from './vacancies-schema';

/**
 * ISCO-08 groups with Dutch labels: the major group (1 digit) is an occupation's sector, the
 * unit group (4 digits) its job group. From the ESCO importer, with an authored fallback.
 */
export const iscoGroups = vacanciesSchema.table('isco_groups', {
  code: text('code').primaryKey(),
  labelNl: text('label_nl').notNull(),
  /** 1 major, 2 sub-major, 3 minor, 4 unit group: the length of the code. */
  level: integer('level').notNull(),
  source: text('source').notNull(),
  ...timestamps(),
});

/** Occupations (job titles): ESCO occupations and the authored list of common Dutch occupations. */
export const jobTitles = vacanciesSchema.table(
  'job_titles',
  {
    id: idColumn(),
    /** ESCO code (e.g. 2221.1) or, for authored occupations, the ISCO unit group with a K-suffix. */
    code: text('code').notNull(),
    labelNl: text('label_nl').notNull(),
    altLabels: text('alt_labels').array().notNull().default(sql`'{}'::text[]`),
    /** ISCO-08 unit group (4 digits). */
    iscoCode: text('isco_code'),
    escoUri: text('esco_uri'),
    /** Key of the authored entry this row came from; kept when the ESCO importer merges it. */
    authoredKey: text('authored_key'),
    description: text('description'),
    /** All labels in lower case without diacritics, for search. */
    searchText: text('search_text').notNull(),
    source: text('source').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('job_titles_code_idx').on(table.code),
    uniqueIndex('job_titles_esco_uri_idx').on(table.escoUri),
    uniqueIndex('job_titles_authored_key_idx').on(table.authoredKey),
    index('job_titles_isco_code_idx').on(table.iscoCode),
    index('job_titles_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
