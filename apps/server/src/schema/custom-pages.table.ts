import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';
import { roleFlagColumns } from './role-flag.columns';

/** Pages an organisation publishes for some roles (SPEC §3, §6). */
export const customPages = pgTable(
  'custom_pages',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    title: text('title').notNull(),
    /** Plain text with paragraphs; rendered as text, never as HTML. */
    body: text('body').notNull(),
    position: integer('position').notNull().default(0),
    ...roleFlagColumns(),
    ...timestamps(),
  },
  (table) => [index('custom_pages_organization_idx').on(table.organizationId, table.position)],
);
