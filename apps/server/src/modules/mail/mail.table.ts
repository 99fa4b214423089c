import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table';

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
    transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
    ...timestamps(),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt)],
);
