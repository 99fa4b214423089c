import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identityProviders } from './identity-providers.table';
import { users } from './users.table';

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
    /** Set when this login went through the organisation's identity provider (a `provider` requirement). */
    identityProviderId: uuid('identity_provider_id').references(() => identityProviders.id, { onDelete: 'set null' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The host the login happened on (a `domain` requirement); the cookie is bound to it. */
    host: text('host'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('sessions_token_hash_idx').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/**
 * Login attempt counters, one row per key (an account with one client address, or an account
 * across addresses; the key is stored hashed, so the table holds no e-mail addresses). An
 * attempt is reserved with one INSERT … ON CONFLICT DO UPDATE … RETURNING before the password is
 * checked, so parallel attempts each get their own number and none sees a stale count.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    keyHash: text('key_hash').primaryKey(),
    /** Attempts reserved since `window_started_at` (a fixed window: a new one starts when it has passed). */
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps(),
  },
  (table) => [index('login_throttles_window_idx').on(table.windowStartedAt)],
);

/**
 * Browsers a person logged in from before (a long-lived `koers_device` cookie holds the token;
 * only its hash is stored). An attempt from a trusted device does not count against the account's
 * limit across addresses, so an attack elsewhere never locks the owner out of their own device.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('trusted_devices_token_hash_idx').on(table.tokenHash),
    index('trusted_devices_user_idx').on(table.userId, table.lastUsedAt),
  ],
);
