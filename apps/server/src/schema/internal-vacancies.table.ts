import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employerContacts, employers } from './employers.table';
import { organizationIdColumn } from './organization-id.column';
import { teamMembers } from './user-contexts.table';

export const CONTACT_THROUGH = ['employer', 'account_manager'] as const;

/**
 * A vacancy an employer of the organisation offers through it (SPEC §3 internal vacancy).
 * Published while startsAt ≤ now < endsAt and not closed.
 */
export const internalVacancies = pgTable(
  'internal_vacancies',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => employerContacts.id, { onDelete: 'set null' }),
    accountManagerId: uuid('account_manager_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    contactThrough: text('contact_through', { enum: CONTACT_THROUGH }).notNull().default('employer'),
    title: text('title').notNull(),
    /** The occupation in the vacancies service (by id and code; no foreign key across services). */
    jobTitleId: uuid('job_title_id'),
    jobTitleCode: text('job_title_code'),
    jobTitleLabel: text('job_title_label'),
    hoursMin: integer('hours_min'),
    hoursMax: integer('hours_max'),
    educationLevelCode: text('education_level_code'),
    /** Sanitised HTML. */
    description: text('description'),
    postalCode: text('postal_code'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    index('internal_vacancies_organization_employer_idx').on(table.organizationId, table.employerId),
    index('internal_vacancies_organization_contact_idx').on(table.organizationId, table.contactId),
  ],
);
