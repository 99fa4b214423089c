import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table';

export const passwordResets = pgTable(
  'password_resets',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_idx').on(table.tokenHash),
    index('password_resets_user_idx').on(table.userId),
  ],
);

/**
 * Requests for a reset link waiting for the job queue (`password-reset-requests`): every request
 * is one row, whether the address is known or not, so the request costs the same either way; the
 * job looks the address up, writes the link and mails it, and deletes the row.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: idColumn(),
  email: text('email').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
