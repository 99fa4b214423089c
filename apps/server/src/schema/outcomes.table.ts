import { idColumn, timestamps } from '@koers/server-core/db/columns';
import type { OutcomeFieldChange } from '@koers/shared';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { employers } from './employers.table';
import { organizationIdColumn } from './organization-id.column';

/**
 * How a dossier's track ended (feature Placement): placed in a job, or another end reason. One
 * per dossier; recording it ends the track on `ended_on`. Codes as in packages/shared/outcomes.
 */
export const dossierOutcomes = pgTable(
  'dossier_outcomes',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    /** placed | ended */
    kind: text('kind').notNull(),
    endedOn: date('ended_on', { mode: 'string' }).notNull(),
    /** OUTCOME_END_REASONS; null for a placement. */
    endReason: text('end_reason'),
    /** The employer of the organisation's list, when chosen from it; its name is copied below. */
    employerId: uuid('employer_id').references(() => employers.id, { onDelete: 'set null' }),
    employerName: text('employer_name'),
    functionTitle: text('function_title'),
    /** An occupation of the vacancies service (no foreign key: another service), with its label. */
    occupationId: uuid('occupation_id'),
    occupationLabel: text('occupation_label'),
    hoursPerWeek: integer('hours_per_week'),
    /** CONTRACT_TYPES */
    contractType: text('contract_type'),
    employmentStartsOn: date('employment_starts_on', { mode: 'string' }),
    /** yes | no | unknown: still employed six months after starting. */
    employedAfterSixMonths: text('employed_after_six_months').notNull().default('unknown'),
    note: text('note'),
    recordedByContextId: uuid('recorded_by_context_id'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('dossier_outcomes_dossier_idx').on(table.organizationId, table.dossierId),
    index('dossier_outcomes_ended_on_idx').on(table.organizationId, table.endedOn),
  ],
);

/** Every recording and change of an outcome: who, when, and which fields from what to what. */
export const dossierOutcomeChanges = pgTable(
  'dossier_outcome_changes',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    outcomeId: uuid('outcome_id')
      .notNull()
      .references(() => dossierOutcomes.id, { onDelete: 'cascade' }),
    /** create | update */
    action: text('action').notNull(),
    changes: jsonb('changes').$type<OutcomeFieldChange[]>().notNull(),
    changedByContextId: uuid('changed_by_context_id'),
    ...timestamps(),
  },
  (table) => [index('dossier_outcome_changes_outcome_idx').on(table.organizationId, table.outcomeId, table.createdAt)],
);
