import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { VACANCY_ACTIVITY_ACTIONS, VACANCY_TYPES } from '@koers/shared';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { organizationIdColumn } from './organization-id.column';
import { userContexts } from './user-contexts.table';

/**
 * The states a saved vacancy moves through (SPEC §3 Vacancy state). The same for every
 * organisation, synced from the authored list (VACANCY_STATES) at start, so no organization_id.
 */
export const vacancyStates = pgTable(
  'vacancy_states',
  {
    id: idColumn(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull(),
    groupPosition: integer('group_position').notNull(),
    groupLabel: text('group_label').notNull(),
    userActionable: boolean('user_actionable').notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('vacancy_states_code_idx').on(table.code)],
);

/**
 * A vacancy on a candidate's list (SPEC §3 Saved vacancy): an internet vacancy of the vacancies
 * service or an organisation's own vacancy, referred to by id and type (never by a foreign key:
 * the vacancies service keeps its own database). One row per dossier and vacancy; taking it off
 * the list sets removed_at, so its history stays and saving it again continues that history.
 */
export const savedVacancies = pgTable(
  'saved_vacancies',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    vacancyType: text('vacancy_type', { enum: VACANCY_TYPES }).notNull(),
    vacancyId: uuid('vacancy_id').notNull(),
    vacancyStateId: uuid('vacancy_state_id')
      .notNull()
      .references(() => vacancyStates.id),
    /** The explorer it was saved from (SPEC §7 explorer {id, type explorers}), if any. */
    explorerId: uuid('explorer_id'),
    createdByContextId: uuid('created_by_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('saved_vacancies_dossier_vacancy_idx').on(
      table.organizationId,
      table.dossierId,
      table.vacancyType,
      table.vacancyId,
    ),
    index('saved_vacancies_vacancy_idx').on(table.organizationId, table.vacancyType, table.vacancyId),
  ],
);

/** What happened to a saved vacancy, by whom and when (SPEC §3 Vacancy activity). */
export const vacancyActivities = pgTable(
  'vacancy_activities',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    savedVacancyId: uuid('saved_vacancy_id')
      .notNull()
      .references(() => savedVacancies.id, { onDelete: 'cascade' }),
    action: text('action', { enum: VACANCY_ACTIVITY_ACTIONS }).notNull(),
    eventAt: timestamp('event_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    fromStateId: uuid('from_state_id').references(() => vacancyStates.id),
    toStateId: uuid('to_state_id').references(() => vacancyStates.id),
    /** Who did it; the entry stays when that user context goes. */
    actorContextId: uuid('actor_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('vacancy_activities_saved_vacancy_idx').on(table.organizationId, table.savedVacancyId, table.eventAt),
  ],
);
