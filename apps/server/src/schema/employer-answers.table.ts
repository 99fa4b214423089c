import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { DECLINE_REASON_CODES, EMPLOYER_ANSWERS } from '@koers/shared';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { internalVacancies } from './internal-vacancies.table';
import { organizationIdColumn } from './organization-id.column';
import { savedVacancies } from './saved-vacancies.table';
import { userContexts } from './user-contexts.table';

/**
 * An employer's answer to a candidate proposed for an internal vacancy (issue 38.3). Every answer
 * is a row, so the history stays; the newest is the one that counts.
 */
export const employerAnswers = pgTable(
  'employer_answers',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    internalVacancyId: uuid('internal_vacancy_id')
      .notNull()
      .references(() => internalVacancies.id, { onDelete: 'cascade' }),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    savedVacancyId: uuid('saved_vacancy_id')
      .notNull()
      .references(() => savedVacancies.id, { onDelete: 'cascade' }),
    answer: text('answer', { enum: EMPLOYER_ANSWERS }).notNull(),
    reason: text('reason', { enum: DECLINE_REASON_CODES }),
    note: text('note'),
    /** Who answered; the answer stays when that user context goes. */
    answeredByContextId: uuid('answered_by_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('employer_answers_vacancy_idx').on(
      table.organizationId,
      table.internalVacancyId,
      table.dossierId,
      table.createdAt,
    ),
  ],
);
