import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  id: idColumn(),
  name: text('name').notNull(),
  /** Last day the subscription covers; null means no subscription at all. */
  subscriptionEndsOn: date('subscription_ends_on', { mode: 'string' }),
  /** Enabled feature flags (SPEC §6), as their stable names. */
  features: text('features').array().notNull().default([]),
  /** AVG retention (issue 37.4): days an archived dossier is kept before the daily job erases it. */
  archivedDossierRetentionDays: integer('archived_dossier_retention_days').notNull().default(365),
  /** The Help entry's address per audience (SPEC §6); null: no Help entry for them. */
  helpLinkStaff: text('help_link_staff'),
  helpLinkClient: text('help_link_client'),
  helpLinkContact: text('help_link_contact'),
  ...timestamps(),
});

/** Job roles an organisation names for its members (Jobcoach, Accountmanager, …). */
export const roleTypes = pgTable(
  'role_types',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (table) => [index('role_types_organization_idx').on(table.organizationId, table.name)],
);
