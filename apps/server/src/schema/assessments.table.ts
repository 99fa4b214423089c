import { idColumn, timestamps } from '@koers/server-core/db/columns';
import type { AssessmentState, InterestResult } from '@koers/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dossiers } from './dossiers.table';
import { organizationIdColumn } from './organization-id.column';
import { userContexts } from './user-contexts.table';

/**
 * A test chosen for a candidate (SPEC §3 Assessment, §4): which provider's test, what it cost
 * when it was chosen, its state, the answers given so far (a test taken in Koers) and its result.
 * At most one open (assigned or started) row per dossier and test: the partial unique index
 * decides when two choose at once.
 */
export const candidateAssessments = pgTable(
  'candidate_assessments',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    /** `provider.assessment`, e.g. `koers.riasec`: the provider's test, stable across releases. */
    assessmentId: text('assessment_id').notNull(),
    assessmentName: text('assessment_name').notNull(),
    providerName: text('provider_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    isDemo: boolean('is_demo').notNull(),
    /** Chosen against one of the organisation's credits (SPEC §9): then it cost nothing. */
    paidWithCredit: boolean('paid_with_credit').notNull().default(false),
    state: text('state').$type<AssessmentState>().notNull(),
    chosenByContextId: uuid('chosen_by_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
    result: jsonb('result').$type<InterestResult>(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    index('candidate_assessments_dossier_idx').on(table.organizationId, table.dossierId, table.createdAt),
    uniqueIndex('candidate_assessments_open_idx')
      .on(table.organizationId, table.dossierId, table.assessmentId)
      .where(sql`state in ('assigned', 'started')`),
  ],
);

/**
 * An organisation's terms for one test of the catalogue (SPEC §3 credits, §9): the price agreed
 * with the provider (null: the provider's list price) and the credits bought and not yet spent.
 * A choice of a non-demo test with credits spends one in the same transaction.
 */
export const assessmentTerms = pgTable(
  'assessment_terms',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    assessmentId: text('assessment_id').notNull(),
    priceCents: integer('price_cents'),
    credits: integer('credits').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('assessment_terms_test_idx').on(table.organizationId, table.assessmentId),
    check('assessment_terms_credits_check', sql`${table.credits} >= 0`),
    check('assessment_terms_price_check', sql`${table.priceCents} is null or ${table.priceCents} >= 0`),
  ],
);
