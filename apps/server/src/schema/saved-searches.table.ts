import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { SAVED_SEARCH_FREQUENCIES } from '@koers/shared';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { explorers } from './explorers.table';
import { organizationIdColumn } from './organization-id.column';
import { userContexts } from './user-contexts.table';

/**
 * A search of the explorer kept under a name for a candidate (issue 38.5). `search` is the
 * explorer URL's query string (to open it again); `query` the parameters the explorer's list
 * asks the main backend, which the alert job runs again. Paused: no mails until resumed.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    explorerId: uuid('explorer_id')
      .notNull()
      .references(() => explorers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    search: text('search').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    frequency: text('frequency', { enum: SAVED_SEARCH_FREQUENCIES }).notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true, mode: 'date' }),
    /** When the job last looked for new vacancies (whether or not it found any); null: never. */
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true, mode: 'date' }),
    /** Who saved it (the candidate or a coach); the search stays when that context goes. */
    createdByContextId: uuid('created_by_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('saved_searches_dossier_idx').on(table.organizationId, table.dossierId),
    index('saved_searches_due_idx').on(table.lastAlertAt),
  ],
);

/** The vacancies an alert of a saved search has mailed: none is mailed twice. */
export const savedSearchSentVacancies = pgTable(
  'saved_search_sent_vacancies',
  {
    organizationId: organizationIdColumn(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    vacancyId: uuid('vacancy_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.savedSearchId, table.vacancyId] })],
);
