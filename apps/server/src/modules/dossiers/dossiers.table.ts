import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table';

/** A candidate's dossier: the coach's file on one person in one organisation. */
export const dossiers = pgTable(
  'dossiers',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: idColumn(),
    /** The candidate's name as the organisation knows it, also when they have no account. */
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [index('dossiers_organization_idx').on(table.organizationId, table.clientName)],
);
