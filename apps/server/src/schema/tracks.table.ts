import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { organizationIdColumn } from './organization-id.column';

/** Kinds of track an organisation runs (re-integratie, loopbaanbegeleiding, …). */
export const trackTypes = pgTable(
  'track_types',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (table) => [index('track_types_organization_idx').on(table.organizationId, table.position)],
);

/** The candidate's track (traject): one per dossier. */
export const tracks = pgTable(
  'tracks',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    trackTypeId: uuid('track_type_id').references(() => trackTypes.id, { onDelete: 'set null' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('tracks_dossier_idx').on(table.organizationId, table.dossierId),
    index('tracks_ends_on_idx').on(table.organizationId, table.endsOn),
  ],
);

/** Each extension of a track: from which end date to which, why, and by whom. */
export const trackExtensions = pgTable(
  'track_extensions',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    previousEndsOn: date('previous_ends_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdByContextId: uuid('created_by_context_id'),
    ...timestamps(),
  },
  (table) => [index('track_extensions_track_idx').on(table.organizationId, table.trackId, table.createdAt)],
);
