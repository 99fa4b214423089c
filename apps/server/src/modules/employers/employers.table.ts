import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from '../organizations/organization-id.column';

/** An employer an organisation works with (its relation, not an internet employer). */
export const employers = pgTable(
  'employers',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    city: text('city'),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [index('employers_organization_idx').on(table.organizationId, table.name)],
);

export const employerContacts = pgTable(
  'employer_contacts',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    ...timestamps(),
  },
  (table) => [index('employer_contacts_organization_idx').on(table.organizationId, table.employerId)],
);
