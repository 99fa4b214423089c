import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';
import { userContexts } from './user-contexts.table';

export const CONVERSATION_EVENT_KINDS = ['message', 'left'] as const;
export type ConversationEventKind = (typeof CONVERSATION_EVENT_KINDS)[number];

/** A conversation (SPEC §3): a subject between user contexts of one organisation. */
export const conversations = pgTable(
  'conversations',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    subject: text('subject').notNull(),
    createdByContextId: uuid('created_by_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    /** When its newest event happened: lists sort on it (SPEC §9 newest event first). */
    lastEventAt: timestamp('last_event_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps(),
  },
  (table) => [index('conversations_organization_idx').on(table.organizationId, table.lastEventAt)],
);

/**
 * Who takes part: current participants have no left_at; former participants keep their row
 * (SPEC §3 former_participants). Hiding is each participant's own flag.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userContextId: uuid('user_context_id')
      .notNull()
      .references(() => userContexts.id, { onDelete: 'cascade' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    leftAt: timestamp('left_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('conversation_participants_idx').on(table.organizationId, table.conversationId, table.userContextId),
    index('conversation_participants_context_idx').on(table.organizationId, table.userContextId),
  ],
);

/**
 * What happens in a thread, in order: a message (content, author) or a participant leaving
 * (actor). SPEC §3 Conversation message and Conversation event.
 */
export const conversationEvents = pgTable(
  'conversation_events',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The thread's order (events of one transaction share created_at); also the paging cursor. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    kind: text('kind', { enum: CONVERSATION_EVENT_KINDS }).notNull(),
    /** The author of a message, the one who left. */
    actorContextId: uuid('actor_context_id').references(() => userContexts.id, { onDelete: 'set null' }),
    content: text('content'),
    ...timestamps(),
  },
  (table) => [index('conversation_events_thread_idx').on(table.organizationId, table.conversationId, table.seq)],
);

/** Who has read a message (SPEC §3 readers), written when the message is seen. */
export const conversationMessageReaders = pgTable(
  'conversation_message_readers',
  {
    organizationId: organizationIdColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => conversationEvents.id, { onDelete: 'cascade' }),
    userContextId: uuid('user_context_id')
      .notNull()
      .references(() => userContexts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userContextId] }),
    index('conversation_message_readers_context_idx').on(table.organizationId, table.userContextId),
  ],
);
