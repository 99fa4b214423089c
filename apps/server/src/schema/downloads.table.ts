import { idColumn, timestamps } from '@koers/server-core/db/columns';
import type { DownloadKind, DownloadStatus } from '@koers/shared';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';
import { userContexts } from './user-contexts.table';

/**
 * Files Koers makes for one person (issue 37.3): asked for over the API, made by the `downloads`
 * job (status pending → ready or failed, `progress` 0–100 meanwhile), kept in the file storage
 * under `<organizationId>/<id>` until `expires_at`, when housekeeping removes row and file.
 */
export const downloads = pgTable(
  'downloads',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    /** Who asked for it: the only one who reads it. */
    userContextId: uuid('user_context_id')
      .notNull()
      .references(() => userContexts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DownloadKind>().notNull(),
    /** What to make: the dossier of an export, the filter of a report. */
    parameters: jsonb('parameters').$type<Record<string, string | null>>().notNull().default({}),
    /** The dossier it holds data of (an export), so erasing that dossier removes it too. */
    dossierId: uuid('dossier_id'),
    status: text('status').$type<DownloadStatus>().notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    filename: text('filename'),
    contentType: text('content_type'),
    byteSize: bigint('byte_size', { mode: 'number' }),
    /** When a worker took it up (a worker that died leaves it for another after a while). */
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps(),
  },
  (table) => [
    index('downloads_owner_idx').on(table.organizationId, table.userContextId, table.createdAt),
    index('downloads_status_idx').on(table.status, table.createdAt),
    index('downloads_expires_idx').on(table.expiresAt),
  ],
);
