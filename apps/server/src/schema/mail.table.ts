import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.table';

/** A file sent with a mail (a calendar invitation), kept with the message so a retry sends it too. */
export type MailAttachment = {
  filename: string;
  /** The MIME type with its parameters, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  /** The content as text (Koers attaches only text files so far). */
  content: string;
};

/**
 * Every e-mail Koers sends. Without SMTP_URL the messages stay here (transport `outbox`) and
 * developers read them at /dev/mailbox; with SMTP they are recorded as sent.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    /** Null for mail that belongs to a person rather than an organisation (password reset). */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    id: idColumn(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** The organisation's sender name and reply-to address when the mail was written (issue 34.4). */
    senderName: text('sender_name'),
    replyTo: text('reply_to'),
    transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The last delivery failure; kept when a later attempt succeeds. */
    error: text('error'),
    /** Delivery attempts over SMTP so far. */
    attempts: integer('attempts').notNull().default(0),
    /** SMTP only: when the next delivery is due (null once sent). Failed ones wait longer each time. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
    index('outbox_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`sent_at is null and next_attempt_at is not null`),
  ],
);
