import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * A person asked to log in with another address (Mijn account): the link mailed to that address
 * changes it, once, within a day. Only the token's SHA-256 is stored; a newer request, a used link
 * or a password change makes the open ones dead. A person belongs to no one organisation, so the
 * row has none.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The new address, normalised. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('email_change_requests_token_hash_idx').on(table.tokenHash),
    index('email_change_requests_user_idx').on(table.userId, table.createdAt),
  ],
);
