import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { sql } from 'drizzle-orm';
import { customType, index, integer, numeric, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { vacanciesSchema } from './vacancies-schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The authored catalogue of Dutch courses that training suggestions are matched from. */
export const trainings = vacanciesSchema.table(
  'trainings',
  {
    id: idColumn(),
    /** Stable key of the authored entry, so a new release updates rather than duplicates it. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    method: text('method').notNull(),
    level: text('level').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    priceCurrency: text('price_currency').notNull(),
    duration: integer('duration').notNull(),
    durationUnit: text('duration_unit').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    /** ISCO-08 codes (any level) of the occupations the course prepares for. */
    iscoCodes: text('isco_codes').array().notNull().default(sql`'{}'::text[]`),
    searchVector: tsvector('search_vector').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('trainings_key_idx').on(table.key),
    index('trainings_search_vector_idx').using('gin', table.searchVector),
  ],
);
