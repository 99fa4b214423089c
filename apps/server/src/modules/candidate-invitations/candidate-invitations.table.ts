import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from '../dossiers/dossiers.table';
import { employerContacts } from '../employers/employers.table';
import { organizationIdColumn } from '../organizations/organization-id.column';
import { users } from '../users/users.table';

/**
 * An invitation to Koers: for a candidate (a dossier) or for an employer's contact person (an
 * employer contact), exactly one of the two. Single use and expiring; only the token's SHA-256
 * is stored. Sending a new one revokes the open ones of the same dossier or contact.
 */
export const candidateInvitations = pgTable(
  'candidate_invitations',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id').references(() => dossiers.id, { onDelete: 'cascade' }),
    employerContactId: uuid('employer_contact_id').references(() => employerContacts.id, { onDelete: 'cascade' }),
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
    check(
      'candidate_invitations_one_target',
      sql`(${table.dossierId} is null) <> (${table.employerContactId} is null)`,
    ),
  ],
);
