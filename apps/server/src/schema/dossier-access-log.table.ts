import { idColumn } from '@koers/server-core/db/columns';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who read or changed which dossier, when. Append-only: a database trigger refuses UPDATE and
 * DELETE (migration 0003). No updated_at, and no foreign keys, so the record outlives what it
 * describes: not to dossiers or user contexts, and not to the organisation either (its cascade
 * could never run past the trigger, and its check cost every entry a lookup and a row lock of the
 * organisation: some 20 per list read; migration 0018).
 */
export const dossierAccessLog = pgTable(
  'dossier_access_log',
  {
    organizationId: uuid('organization_id').notNull(),
    id: idColumn(),
    dossierId: uuid('dossier_id').notNull(),
    userContextId: uuid('user_context_id').notNull(),
    userId: uuid('user_id').notNull(),
    userType: text('user_type').notNull(),
    action: text('action').notNull(),
    /** What was touched: dossier, track, profile, personal_file, file, … */
    subject: text('subject').notNull(),
    subjectId: uuid('subject_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('dossier_access_log_dossier_idx').on(table.organizationId, table.dossierId, table.createdAt),
    index('dossier_access_log_context_idx').on(table.organizationId, table.userContextId, table.createdAt),
  ],
);
