import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';
import { roleFlagColumns } from './role-flag.columns';

/** Extra links an organisation puts in the menu, per role (SPEC §3). */
export const customMenuItems = pgTable(
  'custom_menu_items',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    text: text('text').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    ...roleFlagColumns(),
    ...timestamps(),
  },
  (table) => [index('custom_menu_items_organization_idx').on(table.organizationId, table.position)],
);
