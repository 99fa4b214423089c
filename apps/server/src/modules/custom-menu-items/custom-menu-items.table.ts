import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table';

/** Extra links an organisation puts in the menu, per role (SPEC §3). */
export const customMenuItems = pgTable(
  'custom_menu_items',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: idColumn(),
    text: text('text').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    accountManager: boolean('account_manager').notNull().default(false),
    administrator: boolean('administrator').notNull().default(false),
    client: boolean('client').notNull().default(false),
    coach: boolean('coach').notNull().default(false),
    contact: boolean('contact').notNull().default(false),
    ...timestamps(),
  },
  (table) => [index('custom_menu_items_organization_idx').on(table.organizationId, table.position)],
);
