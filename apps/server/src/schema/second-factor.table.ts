import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/** Ten single-use codes per person for when the authenticator app is lost; only SHA-256 is stored. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('mfa_recovery_codes_user_code_idx').on(table.userId, table.codeHash),
    index('mfa_recovery_codes_user_idx').on(table.userId),
  ],
);

/**
 * The time step of the last authenticator code a person used: a code is accepted only for a
 * later step, so one code logs in once (not as often as its 90-second window allows).
 */
export const mfaTotpSteps = pgTable('mfa_totp_steps', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastTimeStep: integer('last_time_step').notNull(),
  ...timestamps(),
});
