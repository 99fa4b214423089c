import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { FAVORABLE_TYPES } from '@koers/shared';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';
import { userContexts } from './user-contexts.table';

/**
 * A user context's favourite (SPEC §3 Favorite): a candidate (dossier id), an internal or
 * internet vacancy, or an occupation of the vacancies service, by type and id. Personal: only
 * its own user context sees it.
 */
export const favorites = pgTable(
  'favorites',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    userContextId: uuid('user_context_id')
      .notNull()
      .references(() => userContexts.id, { onDelete: 'cascade' }),
    favorableType: text('favorable_type', { enum: FAVORABLE_TYPES }).notNull(),
    favorableId: uuid('favorable_id').notNull(),
    /** The explorer it was marked in (SPEC §7 POST favorite explorerId), if any. */
    explorerId: uuid('explorer_id'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('favorites_context_favorable_idx').on(
      table.organizationId,
      table.userContextId,
      table.favorableType,
      table.favorableId,
    ),
    index('favorites_favorable_idx').on(table.organizationId, table.favorableType, table.favorableId),
  ],
);
