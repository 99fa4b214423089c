import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { storedFiles } from './files.table';
import { organizationIdColumn } from './organization-id.column';
import { userContexts } from './user-contexts.table';

/** A link of a toolbox item. */
export type ToolboxLink = { title: string; url: string };

/**
 * A tip or material of the organisation's toolbox (issue 36.3), kept by its coaches. `text` is
 * sanitised HTML (as vacancy descriptions), or empty.
 */
export const toolboxItems = pgTable(
  'toolbox_items',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    links: jsonb('links').$type<ToolboxLink[]>().notNull().default([]),
    createdByContextId: uuid('created_by_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    updatedByContextId: uuid('updated_by_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [index('toolbox_items_organization_idx').on(table.organizationId, table.updatedAt)],
);

/**
 * An item shared with one candidate (`dossier_id`) or with every candidate of the organisation
 * (`dossier_id` null). Sharing again moves `shared_at` on, so it is new again.
 */
export const toolboxShares = pgTable(
  'toolbox_shares',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => toolboxItems.id, { onDelete: 'cascade' }),
    dossierId: uuid('dossier_id').references(() => dossiers.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sharedByContextId: uuid('shared_by_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('toolbox_shares_item_idx').on(table.organizationId, table.itemId),
    index('toolbox_shares_dossier_idx').on(table.organizationId, table.dossierId),
  ],
);

/** A candidate read a shared item (the read state of 'Tips'). */
export const toolboxReads = pgTable(
  'toolbox_reads',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => toolboxItems.id, { onDelete: 'cascade' }),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('toolbox_reads_item_dossier_idx').on(table.organizationId, table.itemId, table.dossierId)],
);

/**
 * A file attached to a toolbox item: an organisation-wide stored file (no dossier), read by the
 * coaches and by the candidates the item is shared with. Removing the item removes these rows;
 * the service removes the files themselves (row and bytes).
 */
export const toolboxItemFiles = pgTable(
  'toolbox_item_files',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => toolboxItems.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('toolbox_item_files_file_idx').on(table.organizationId, table.fileId),
    index('toolbox_item_files_item_idx').on(table.organizationId, table.itemId, table.position),
  ],
);
