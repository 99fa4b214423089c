import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { organizationIdColumn } from './organization-id.column';
import { userContexts } from './user-contexts.table';

/**
 * An appointment of a dossier (issue 38.2): a coach plans it with the candidate. The id is the
 * calendar UID of its invitations; `sequence` goes up with every change sent, so calendars take
 * the newest. A cancelled appointment stays (its timeline item, its cancellation's UID).
 */
export const appointments = pgTable(
  'appointments',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    location: text('location'),
    videoUrl: text('video_url'),
    note: text('note'),
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** When the reminder of the day before was recorded (null: not yet, or changed since). */
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    /** The coach who planned it: the organiser in the calendar; the appointment stays when they go. */
    organizerContextId: uuid('organizer_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    updatedByContextId: uuid('updated_by_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('appointments_dossier_idx').on(table.organizationId, table.dossierId, table.startsAt),
    index('appointments_reminder_idx').on(table.startsAt).where(sql`cancelled_at is null and reminded_at is null`),
  ],
);
