import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { EMAIL_FREQUENCIES, NOTIFICATION_KINDS } from '@koers/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';
import { userContexts } from './user-contexts.table';

export const MAIL_DUE = ['immediately', 'daily'] as const;

/**
 * What happened to a person (issue 21.3), written in the same transaction as the change that
 * caused it. Its text is composed when it is written, in Dutch, for its one recipient. New
 * messages in a conversation gather in one unread notification per conversation (`count`).
 * `mail_due` says how it is to be mailed (null: not at all); `mailed_at` when that was done.
 */
export const notifications = pgTable(
  'notifications',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    recipientContextId: uuid('recipient_context_id')
      .notNull()
      .references(() => userContexts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    actorContextId: uuid('actor_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    /** What it is about (a conversation, saved vacancy or dossier id): gathering and links. */
    subjectId: uuid('subject_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where in the web app it leads (a path). */
    link: text('link').notNull(),
    count: integer('count').notNull().default(1),
    /** When the last thing it tells happened (a gathered message moves it up). */
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    mailDue: text('mail_due', { enum: MAIL_DUE }),
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    index('notifications_recipient_idx').on(table.organizationId, table.recipientContextId, table.occurredAt),
    index('notifications_mail_due_idx')
      .on(table.mailDue, table.createdAt)
      .where(sql`mailed_at is null and mail_due is not null`),
  ],
);

/** The personal e-mail setting of a user context; without a row, DEFAULT_EMAIL_FREQUENCY. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    userContextId: uuid('user_context_id')
      .notNull()
      .references(() => userContexts.id, { onDelete: 'cascade' }),
    emailFrequency: text('email_frequency', { enum: EMAIL_FREQUENCIES }).notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('notification_settings_context_idx').on(table.organizationId, table.userContextId)],
);
