import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from '../dossiers/dossiers.table';
import { organizationIdColumn } from '../organizations/organization-id.column';
import { users } from '../users/users.table';

/**
 * An invitation for a candidate to set a password. Single use and expiring; only the token's
 * SHA-256 is stored. Sending a new one revokes the open ones.
 */
export const candidateInvitations = pgTable(
  'candidate_invitations',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
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
  ],
);
