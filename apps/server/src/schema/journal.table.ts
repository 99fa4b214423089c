import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { JOURNAL_ENTRY_KINDS, JOURNAL_VISIBILITIES } from '@koers/shared';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { storedFiles } from './files.table';
import { organizationIdColumn } from './organization-id.column';
import { userContexts } from './user-contexts.table';

/**
 * A journal entry of a dossier (issue 38.1): what a coach records of a contact with the
 * candidate, on the day it happened. `visibility` decides whether the candidate reads it too.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: JOURNAL_ENTRY_KINDS }).notNull(),
    text: text('text').notNull(),
    visibility: text('visibility', { enum: JOURNAL_VISIBILITIES }).notNull(),
    /** Who wrote it; the entry stays when that user context goes. */
    createdByContextId: uuid('created_by_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    updatedByContextId: uuid('updated_by_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [index('journal_entries_dossier_idx').on(table.organizationId, table.dossierId, table.occurredOn)],
);

/** The files of a journal entry (stored through the files module); a file belongs to one entry. */
export const journalEntryFiles = pgTable(
  'journal_entry_files',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    journalEntryId: uuid('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('journal_entry_files_file_idx').on(table.organizationId, table.fileId),
    index('journal_entry_files_entry_idx').on(table.organizationId, table.journalEntryId, table.position),
  ],
);
