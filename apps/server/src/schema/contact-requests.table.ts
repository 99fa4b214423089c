import { idColumn, timestamps } from '@koers/server-core/db/columns';
import type { ContactRequestState } from '@koers/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { conversations } from './conversations.table';
import { dossiers } from './dossiers.table';
import { employerContacts } from './employers.table';
import { organizationIdColumn } from './organization-id.column';
import { showrooms } from './showrooms.table';

/**
 * An employer contact asks for contact with a candidate they saw in a showroom (issue 35.4); a
 * coach of the candidate decides. Accepted, it opens a conversation (only when the candidate
 * agreed to be contacted).
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    dossierId: uuid('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    employerContactId: uuid('employer_contact_id')
      .notNull()
      .references(() => employerContacts.id, { onDelete: 'cascade' }),
    /** Where the contact saw the candidate (gone when the showroom is removed). */
    showroomId: uuid('showroom_id').references(() => showrooms.id, { onDelete: 'set null' }),
    requestedByContextId: uuid('requested_by_context_id').notNull(),
    message: text('message'),
    state: text('state').$type<ContactRequestState>().notNull().default('pending'),
    decidedByContextId: uuid('decided_by_context_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('contact_requests_dossier_idx').on(table.organizationId, table.dossierId, table.createdAt),
    index('contact_requests_contact_idx').on(table.organizationId, table.employerContactId, table.createdAt),
    // One open request per contact and candidate: asking twice keeps one.
    uniqueIndex('contact_requests_open_idx')
      .on(table.organizationId, table.employerContactId, table.dossierId)
      .where(sql`${table.state} = 'pending'`),
  ],
);
