import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { UPLOAD_TYPES } from '@koers/shared';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { organizationIdColumn } from './organization-id.column';
import { users } from './users.table';

/**
 * A file of a dossier, or of the organisation as a whole (`dossier_id` null: material of its
 * toolbox, issue 36.3, attached through `toolbox_item_files`). Created `pending` by an upload request (with a single-use upload token,
 * stored hashed); `stored` once the bytes arrived and passed the checks. The bytes live in the
 * file storage under `storage_key`.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id').references(() => dossiers.id, { onDelete: 'cascade' }),
    uploadType: text('upload_type', { enum: UPLOAD_TYPES }).notNull(),
    filename: text('filename').notNull(),
    /** Detected from the content once stored; null while pending. */
    contentType: text('content_type'),
    declaredSize: bigint('declared_size', { mode: 'number' }).notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }),
    storageKey: text('storage_key').notNull(),
    status: text('status', { enum: ['pending', 'stored'] })
      .notNull()
      .default('pending'),
    uploadTokenHash: text('upload_token_hash'),
    uploadExpiresAt: timestamp('upload_expires_at', { withTimezone: true, mode: 'date' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByContextId: uuid('created_by_context_id'),
    ...timestamps(),
  },
  (table) => [
    index('stored_files_dossier_idx').on(table.organizationId, table.dossierId),
    uniqueIndex('stored_files_upload_token_idx').on(table.uploadTokenHash),
  ],
);
