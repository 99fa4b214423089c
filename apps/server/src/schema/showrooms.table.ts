import { idColumn, timestamps } from '@koers/server-core/db/columns';
import type { ShowroomBlock } from '@koers/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { employerContacts, employers } from './employers.table';
import { organizationIdColumn } from './organization-id.column';
import { teamMembers } from './user-contexts.table';

/** A showroom: candidates a coach or account manager presents to employer contacts (issue 35). */
export const showrooms = pgTable(
  'showrooms',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    internal: boolean('internal').notNull().default(false),
    contactsAllowed: boolean('contacts_allowed').notNull().default(true),
    contentBlocks: jsonb('content_blocks').$type<ShowroomBlock[]>().notNull().default([]),
    /** Null while a draft: only staff see it. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdByTeamMemberId: uuid('created_by_team_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [index('showrooms_organization_idx').on(table.organizationId, table.updatedAt)],
);

/** Who a showroom is published to: one employer contact, or every contact of one employer. */
export const showroomRecipients = pgTable(
  'showroom_recipients',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    showroomId: uuid('showroom_id')
      .notNull()
      .references(() => showrooms.id, { onDelete: 'cascade' }),
    employerContactId: uuid('employer_contact_id').references(() => employerContacts.id, { onDelete: 'cascade' }),
    employerId: uuid('employer_id').references(() => employers.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (table) => [
    index('showroom_recipients_showroom_idx').on(table.organizationId, table.showroomId),
    uniqueIndex('showroom_recipients_contact_idx')
      .on(table.organizationId, table.showroomId, table.employerContactId)
      .where(sql`${table.employerContactId} is not null`),
    uniqueIndex('showroom_recipients_employer_idx')
      .on(table.organizationId, table.showroomId, table.employerId)
      .where(sql`${table.employerId} is not null`),
    index('showroom_recipients_contact_lookup_idx').on(table.organizationId, table.employerContactId),
    index('showroom_recipients_employer_lookup_idx').on(table.organizationId, table.employerId),
    check('showroom_recipients_one_target', sql`num_nonnulls(${table.employerContactId}, ${table.employerId}) = 1`),
  ],
);

/**
 * A dossier's agreements about showrooms (issue 35.3): the candidate's and the coach's to appear
 * in showrooms employer contacts see, and the candidate's to be contacted. A time while granted,
 * null while not (never asked, or withdrawn); every grant and withdrawal is in the access log.
 */
export const showroomConsents = pgTable(
  'showroom_consents',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    candidateGrantedAt: timestamp('candidate_granted_at', { withTimezone: true, mode: 'date' }),
    coachGrantedAt: timestamp('coach_granted_at', { withTimezone: true, mode: 'date' }),
    /** The coach's user context that gave the coach's agreement (no foreign key: the log outlives contexts). */
    coachGrantedByContextId: uuid('coach_granted_by_context_id'),
    contactGrantedAt: timestamp('contact_granted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [uniqueIndex('showroom_consents_dossier_idx').on(table.organizationId, table.dossierId)],
);
