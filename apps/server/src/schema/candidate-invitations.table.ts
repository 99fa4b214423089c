import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { employerContacts } from './employers.table';
import { organizationIdColumn } from './organization-id.column';
import { teamMembers } from './user-contexts.table';
import { users } from './users.table';

/**
 * An invitation to Koers: for a candidate (a dossier), for an employer's contact person (an
 * employer contact) or for a colleague (a team member), exactly one of the three. Single use and
 * expiring; only the token's SHA-256 is stored. Sending a new one revokes the open ones of the
 * same dossier, contact or colleague.
 */
export const candidateInvitations = pgTable(
  'candidate_invitations',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id').references(() => dossiers.id, { onDelete: 'cascade' }),
    employerContactId: uuid('employer_contact_id').references(() => employerContacts.id, { onDelete: 'cascade' }),
    teamMemberId: uuid('team_member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    /**
     * A colleague's name as the administrator typed it: what the organisation sees of the person
     * until they accept (an existing account's own name stays theirs until then).
     */
    inviteeName: text('invitee_name'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    sentByContextId: uuid('sent_by_context_id'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('candidate_invitations_token_hash_idx').on(table.tokenHash),
    index('candidate_invitations_dossier_idx').on(table.organizationId, table.dossierId, table.createdAt),
    index('candidate_invitations_employer_contact_idx').on(
      table.organizationId,
      table.employerContactId,
      table.createdAt,
    ),
    index('candidate_invitations_team_member_idx').on(table.organizationId, table.teamMemberId, table.createdAt),
    check(
      'candidate_invitations_one_target',
      sql`num_nonnulls(${table.dossierId}, ${table.employerContactId}, ${table.teamMemberId}) = 1`,
    ),
  ],
);
