import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The read-only reference lists of SPEC §3 in one table, keyed by list name. They are the
 * same for every organisation, so they carry no organization_id.
 */
export const referenceItems = pgTable(
  'reference_items',
  {
    id: idColumn(),
    list: text('list').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** List-specific extras, e.g. a licence category's description. */
    details: jsonb('details').$type<Record<string, string | number | boolean>>().notNull().default({}),
    ...timestamps(),
  },
  (table) => [uniqueIndex('reference_items_list_code_idx').on(table.list, table.code)],
);
