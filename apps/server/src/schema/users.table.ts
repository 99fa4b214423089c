import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A person. What they may do depends on the user context they act in. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id; null until the person sets a password (invitation not yet accepted). */
    passwordHash: text('password_hash'),
    mfaSecret: text('mfa_secret'),
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true, mode: 'date' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [uniqueIndex('users_email_idx').on(table.email)],
);
