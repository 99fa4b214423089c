import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { EXPLORER_RESOURCE_TYPES, type ExplorerConfiguration } from '@koers/shared';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';

/**
 * A vacancy explorer of an organisation (SPEC §3 Explorer): what it lists, whether it is the
 * primary one of its kind, and the component configurations of its list (index) and detail.
 */
export const explorers = pgTable(
  'explorers',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    /** Stable name within the organisation (`internet`, `favorites`, …), used by the seed. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    resourceType: text('resource_type', { enum: EXPLORER_RESOURCE_TYPES }).notNull(),
    primary: boolean('primary').notNull().default(false),
    position: integer('position').notNull(),
    indexConfiguration: jsonb('index_configuration').$type<ExplorerConfiguration>().notNull(),
    detailConfiguration: jsonb('detail_configuration').$type<ExplorerConfiguration>().notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('explorers_organization_key_idx').on(table.organizationId, table.key)],
);
