import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';
import { userContexts } from './user-contexts.table';

/**
 * Links in e-mails (`/deeplinks/{token}`): a page of Koers for one user context, opened after
 * login by that person only and in that context. Only the token's hash is stored.
 */
export const deeplinks = pgTable(
  'deeplinks',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    userContextId: uuid('user_context_id')
      .notNull()
      .references(() => userContexts.id, { onDelete: 'cascade' }),
    /** The web app's path it opens, e.g. `/conversations/{id}`. */
    target: text('target').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('deeplinks_token_hash_idx').on(table.tokenHash),
    index('deeplinks_expires_idx').on(table.expiresAt),
  ],
);
