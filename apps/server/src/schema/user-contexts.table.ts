import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { USER_TYPES } from '@koers/shared';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { employerContacts } from './employers.table';
import { organizationIdColumn } from './organization-id.column';
import { roleTypes } from './organizations.table';
import { users } from './users.table';

/** A member of an organisation's team (coach, account manager, administrator). */
export const teamMembers = pgTable(
  'team_members',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (table) => [uniqueIndex('team_members_organization_user_idx').on(table.organizationId, table.userId)],
);

/**
 * One role a person plays in one organisation: candidate (with a dossier), employer contact,
 * team member (with rights) or maintainer. Every request names one of these.
 */
export const userContexts = pgTable(
  'user_contexts',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    /** Member rights as stored; always read through normalizeRights(). */
    rights: jsonb('rights').$type<Record<string, unknown>>().notNull().default({}),
    roleTypeId: uuid('role_type_id').references(() => roleTypes.id, { onDelete: 'set null' }),
    teamMemberId: uuid('team_member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    dossierId: uuid('dossier_id').references(() => dossiers.id, { onDelete: 'cascade' }),
    employerContactId: uuid('employer_contact_id').references(() => employerContacts.id, { onDelete: 'cascade' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set while the person has not accepted the organisation's invitation: a pending context
     * cannot be used, and the organisation sees nothing of the account behind it.
     */
    pendingSince: timestamp('pending_since', { withTimezone: true, mode: 'date' }),
    /** The last session in which the person used this context (what the organisation may see). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    index('user_contexts_organization_idx').on(table.organizationId, table.userType),
    index('user_contexts_user_idx').on(table.userId),
    // A dossier's candidate account: the dossier list's join, the detail's client, its context.
    index('user_contexts_dossier_idx').on(table.organizationId, table.dossierId),
    // An employer contact's account: the employers list looks it up per listed contact.
    index('user_contexts_employer_contact_idx').on(table.organizationId, table.employerContactId),
    uniqueIndex('user_contexts_person_role_idx').on(table.organizationId, table.userId, table.userType),
  ],
);
