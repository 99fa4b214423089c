import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';

/** An employer an organisation works with (its relation, not an internet employer). */
export const employers = pgTable(
  'employers',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    city: text('city'),
    street: text('street'),
    houseNumber: text('house_number'),
    postalCode: text('postal_code'),
    /** KvK number (8 digits). */
    nationalId: text('national_id'),
    /** KvK branch number, vestigingsnummer (12 digits). */
    nationalBranchId: text('national_branch_id'),
    websiteUrl: text('website_url'),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    index('employers_organization_idx').on(table.organizationId, table.name),
    index('employers_organization_national_id_idx').on(table.organizationId, table.nationalId),
  ],
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

/**
 * The account managers of an employer: team members of the organisation, at most one of them
 * primary. (The foreign key to team_members is in the migration's SQL: the team members' table
 * already refers to this module's contacts.)
 */
export const employerAccountManagers = pgTable(
  'employer_account_managers',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    teamMemberId: uuid('team_member_id').notNull(),
    primary: boolean('primary').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('employer_account_managers_member_idx').on(table.organizationId, table.employerId, table.teamMemberId),
    uniqueIndex('employer_account_managers_primary_idx')
      .on(table.organizationId, table.employerId)
      .where(sql`"primary"`),
    index('employer_account_managers_team_member_idx').on(table.organizationId, table.teamMemberId),
  ],
);
