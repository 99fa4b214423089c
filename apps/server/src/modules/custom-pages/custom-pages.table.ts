import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table';

/** Pages an organisation publishes for some roles (SPEC §3, §6). */
export const customPages = pgTable(
  'custom_pages',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: idColumn(),
    title: text('title').notNull(),
    /** Plain text with paragraphs; rendered as text, never as HTML. */
    body: text('body').notNull(),
    position: integer('position').notNull().default(0),
    accountManager: boolean('account_manager').notNull().default(false),
    administrator: boolean('administrator').notNull().default(false),
    client: boolean('client').notNull().default(false),
    coach: boolean('coach').notNull().default(false),
    contact: boolean('contact').notNull().default(false),
    ...timestamps(),
  },
  (table) => [index('custom_pages_organization_idx').on(table.organizationId, table.position)],
);
