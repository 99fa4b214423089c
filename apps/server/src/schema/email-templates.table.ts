import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';
import { userContexts } from './user-contexts.table';

/**
 * An organisation's own wording of one type of e-mail (issue 34.4); without a row the default
 * text of `EMAIL_TYPES` (packages/shared) applies. 'Standaardtekst terugzetten' deletes the row.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    /** An `EmailTypeId` of packages/shared. */
    emailType: text('email_type').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => userContexts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [uniqueIndex('email_templates_organization_type_idx').on(table.organizationId, table.emailType)],
);

/** How an organisation's mail goes out: the sender's name, where replies go, the footer. */
export const organizationEmailSettings = pgTable(
  'organization_email_settings',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    /** Shown as the sender; the address stays Koers' own (MAIL_FROM), so the mail passes SPF/DKIM. */
    senderName: text('sender_name').notNull().default(''),
    /** Empty: replies go to MAIL_FROM. */
    replyTo: text('reply_to').notNull().default(''),
    footer: text('footer').notNull().default(''),
    ...timestamps(),
  },
  (table) => [uniqueIndex('organization_email_settings_organization_idx').on(table.organizationId)],
);
