import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the request limits (writes per user context, anonymous writes per address; see
 * `@koers/server-core/http/request-limits`), one row per budget and key, the key stored hashed.
 * A request is counted with one INSERT … ON CONFLICT DO UPDATE … RETURNING before its route runs,
 * so parallel requests each get their own number on every instance.
 */
export const requestLimits = pgTable(
  'request_limits',
  {
    keyHash: text('key_hash').primaryKey(),
    /** Requests counted since the window started (a fixed window: a new one starts when it has ended). */
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('request_limits_window_idx').on(table.windowEndsAt)],
);
