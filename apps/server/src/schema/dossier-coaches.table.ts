import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { organizationIdColumn } from './organization-id.column';
import { teamMembers } from './user-contexts.table';

/** Which team members coach a dossier. */
export const dossierCoaches = pgTable(
  'dossier_coaches',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    teamMemberId: uuid('team_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('dossier_coaches_dossier_member_idx').on(table.organizationId, table.dossierId, table.teamMemberId),
    index('dossier_coaches_member_idx').on(table.organizationId, table.teamMemberId),
  ],
);
