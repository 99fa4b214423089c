import { idColumn } from '@koers/server-core/db/columns';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from '../organizations/organization-id.column';

/**
 * Who read or changed which dossier, when. Append-only: a database trigger refuses UPDATE and
 * DELETE (migration 0002). No updated_at, and no foreign keys to dossiers or user contexts, so
 * the record outlives what it describes.
 */
export const dossierAccessLog = pgTable(
  'dossier_access_log',
  {
    organizationId: organizationIdColumn(),
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
