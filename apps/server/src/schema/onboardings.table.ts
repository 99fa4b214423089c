import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { organizationIdColumn } from './organization-id.column';

export const onboardingTypes = pgTable(
  'onboarding_types',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    /** Every candidate whose dossier is made from now on gets an onboarding of this type. */
    forNewCandidates: boolean('for_new_candidates').notNull().default(false),
    ...timestamps(),
  },
  (table) => [index('onboarding_types_organization_idx').on(table.organizationId)],
);

export const onboardingSteps = pgTable(
  'onboarding_steps',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    onboardingTypeId: uuid('onboarding_type_id')
      .notNull()
      .references(() => onboardingTypes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (table) => [index('onboarding_steps_type_idx').on(table.organizationId, table.onboardingTypeId, table.position)],
);

/** An onboarding a candidate runs; open while completed_at is null (SPEC §4). */
export const onboardings = pgTable(
  'onboardings',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    onboardingTypeId: uuid('onboarding_type_id')
      .notNull()
      .references(() => onboardingTypes.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
    ...timestamps(),
  },
  (table) => [index('onboardings_dossier_idx').on(table.organizationId, table.dossierId)],
);
