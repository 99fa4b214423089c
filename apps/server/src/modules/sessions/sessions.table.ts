import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Logged-in browsers. Only the token's hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Absolute expiry; the idle expiry is computed from last_seen_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when this login passed a second factor. */
    mfaVerifiedAt: timestamp('mfa_verified_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('sessions_token_hash_idx').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/** Login attempts, for the limit of 10 failures per 15 minutes per account and per address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: idColumn(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('login_attempts_email_idx').on(table.email, table.createdAt),
    index('login_attempts_ip_idx').on(table.ip, table.createdAt),
  ],
);
