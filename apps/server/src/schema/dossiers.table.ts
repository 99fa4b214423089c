import { idColumn, timestamps } from '@koers/server-core/db/columns';
import type { DossierEmailSetting } from '@koers/shared';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';

/** Kinds of profile an organisation distinguishes (e.g. Werkzoekende, Scholier). */
export const profileTypes = pgTable(
  'profile_types',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (table) => [index('profile_types_organization_idx').on(table.organizationId, table.position)],
);

/** A candidate's dossier: the coach's file on one person in one organisation. */
export const dossiers = pgTable(
  'dossiers',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    /** The candidate's name as the organisation knows it, also when they have no account. */
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    profileTypeId: uuid('profile_type_id').references(() => profileTypes.id, { onDelete: 'set null' }),
    /** Switched e-mails (DOSSIER_EMAIL_SETTINGS); a missing key means its default. */
    emailSettings: jsonb('email_settings').$type<Partial<Record<DossierEmailSetting, boolean>>>().notNull().default({}),
    /** The user context that created the dossier (no foreign key: the log outlives contexts). */
    createdByContextId: uuid('created_by_context_id'),
    ...timestamps(),
  },
  (table) => [index('dossiers_organization_idx').on(table.organizationId, table.clientName)],
);

/** The candidate's personal data as the organisation administers it (persoonsgegevens). */
export const personalFiles = pgTable(
  'personal_files',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastNamePrefix: text('last_name_prefix'),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    street: text('street'),
    houseNumber: text('house_number'),
    city: text('city'),
    /** The organisation's own reference for the candidate (e.g. the client number at the municipality). */
    clientNumber: text('client_number'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('personal_files_dossier_idx').on(table.organizationId, table.dossierId)],
);

/** Every change of a dossier's e-mail address, for GET dossier/{id}/email_changes. */
export const dossierEmailChanges = pgTable(
  'dossier_email_changes',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    previousEmail: text('previous_email'),
    email: text('email').notNull(),
    changedByContextId: uuid('changed_by_context_id'),
    ...timestamps(),
  },
  (table) => [index('dossier_email_changes_dossier_idx').on(table.organizationId, table.dossierId, table.createdAt)],
);
