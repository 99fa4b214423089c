import type { Db } from '@koers/server-core/db/database';
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { contextPerson, joinContextPerson } from '../../schema/context-person.columns';
import {
  type ConversationEventKind,
  conversationEvents,
  conversationMessageReaders,
  conversationParticipants,
  conversations,
} from '../../schema/conversations.table';

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationEventRow = typeof conversationEvents.$inferSelect;

/** A participant with the little the others may see of them (name, kind of user). */
export type ParticipantView = {
  userContextId: string;
  name: string;
  userType: string;
  hiddenAt: Date | null;
  leftAt: Date | null;
};

export type ReaderView = { userContextId: string; name: string; userType: string; readAt: Date };

export function createConversationsRepository(db: Db) {
  return {
    async findById(organizationId: string, id: string): Promise<ConversationRow | null> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, id)))
        .limit(1);
      return row ?? null;
    },
    /** Locks the conversation row for a write that reads its participants first. */
    async lock(organizationId: string, id: string): Promise<ConversationRow | null> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, id)))
        .for('update')
        .limit(1);
      return row ?? null;
    },
    async participants(
      organizationId: string,
      conversationIds: string[],
    ): Promise<Array<ParticipantView & { conversationId: string }>> {
      if (conversationIds.length === 0) return [];
      const query = db
        .select({
          conversationId: conversationParticipants.conversationId,
          userContextId: conversationParticipants.userContextId,
          name: contextPerson.name,
          userType: contextPerson.userType,
          hiddenAt: conversationParticipants.hiddenAt,
          leftAt: conversationParticipants.leftAt,
        })
        .from(conversationParticipants)
        .$dynamic();
      return joinContextPerson(query, conversationParticipants.userContextId)
        .where(
          and(
            eq(conversationParticipants.organizationId, organizationId),
            inArray(conversationParticipants.conversationId, conversationIds),
          ),
        )
        .orderBy(asc(conversationParticipants.createdAt), asc(contextPerson.name));
    },
    async insert(values: typeof conversations.$inferInsert): Promise<ConversationRow> {
      const [row] = await db.insert(conversations).values(values).returning();
      if (!row) throw new Error('conversation not inserted');
      return row;
    },
    async addParticipants(organizationId: string, conversationId: string, userContextIds: string[]): Promise<void> {
      await db
        .insert(conversationParticipants)
        .values(userContextIds.map((userContextId) => ({ organizationId, conversationId, userContextId })));
    },
    /** A new event: the thread moves to the top of every list and shows again where it was hidden. */
    async addEvent(values: {
      organizationId: string;
      conversationId: string;
      kind: ConversationEventKind;
      actorContextId: string;
      content: string | null;
    }): Promise<ConversationEventRow> {
      const [row] = await db.insert(conversationEvents).values(values).returning();
      if (!row) throw new Error('conversation event not inserted');
      await db
        .update(conversations)
        .set({ lastEventAt: row.createdAt })
        .where(
          and(eq(conversations.organizationId, values.organizationId), eq(conversations.id, values.conversationId)),
        );
      if (values.kind === 'message') {
        await db
          .update(conversationParticipants)
          .set({ hiddenAt: null })
          .where(
            and(
              eq(conversationParticipants.organizationId, values.organizationId),
              eq(conversationParticipants.conversationId, values.conversationId),
            ),
          );
      }
      return row;
    },
    async setHidden(organizationId: string, conversationId: string, userContextId: string, hiddenAt: Date | null) {
      await db
        .update(conversationParticipants)
        .set({ hiddenAt })
        .where(
          and(
            eq(conversationParticipants.organizationId, organizationId),
            eq(conversationParticipants.conversationId, conversationId),
            eq(conversationParticipants.userContextId, userContextId),
          ),
        );
    },
    async markLeft(organizationId: string, conversationId: string, userContextId: string, leftAt: Date) {
      await db
        .update(conversationParticipants)
        .set({ leftAt })
        .where(
          and(
            eq(conversationParticipants.organizationId, organizationId),
            eq(conversationParticipants.conversationId, conversationId),
            eq(conversationParticipants.userContextId, userContextId),
            isNull(conversationParticipants.leftAt),
          ),
        );
    },
    async findEvent(organizationId: string, id: string): Promise<ConversationEventRow | null> {
      const [row] = await db
        .select()
        .from(conversationEvents)
        .where(and(eq(conversationEvents.organizationId, organizationId), eq(conversationEvents.id, id)))
        .limit(1);
      return row ?? null;
    },
    /**
     * A page of the thread, returned oldest first: the newest events (no cursor), the ones just
     * before a cursor, or the ones just after it.
     */
    async events(
      organizationId: string,
      conversationId: string,
      cursor: { before?: number; after?: number },
      limit: number,
    ): Promise<ConversationEventRow[]> {
      const conditions = [
        eq(conversationEvents.organizationId, organizationId),
        eq(conversationEvents.conversationId, conversationId),
      ];
      if (cursor.after !== undefined) {
        conditions.push(gt(conversationEvents.seq, cursor.after));
        return db
          .select()
          .from(conversationEvents)
          .where(and(...conditions))
          .orderBy(asc(conversationEvents.seq))
          .limit(limit);
      }
      if (cursor.before !== undefined) conditions.push(lt(conversationEvents.seq, cursor.before));
      const rows = await db
        .select()
        .from(conversationEvents)
        .where(and(...conditions))
        .orderBy(desc(conversationEvents.seq))
        .limit(limit);
      return rows.reverse();
    },
    async countEvents(organizationId: string, conversationId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(conversationEvents)
        .where(
          and(
            eq(conversationEvents.organizationId, organizationId),
            eq(conversationEvents.conversationId, conversationId),
          ),
        );
      return row?.value ?? 0;
    },
    /** Readers of messages, by message. */
    async readers(organizationId: string, eventIds: string[]): Promise<Array<ReaderView & { eventId: string }>> {
      if (eventIds.length === 0) return [];
      const query = db
        .select({
          eventId: conversationMessageReaders.eventId,
          userContextId: conversationMessageReaders.userContextId,
          name: contextPerson.name,
          userType: contextPerson.userType,
          readAt: conversationMessageReaders.readAt,
        })
        .from(conversationMessageReaders)
        .$dynamic();
      return joinContextPerson(query, conversationMessageReaders.userContextId)
        .where(
          and(
            eq(conversationMessageReaders.organizationId, organizationId),
            inArray(conversationMessageReaders.eventId, eventIds),
          ),
        )
        .orderBy(asc(conversationMessageReaders.readAt), asc(contextPerson.name));
    },
    /** Seeing a message means having read it and every earlier one of the thread by others. */
    async markReadUpTo(organizationId: string, conversationId: string, userContextId: string, seq: number) {
      await db
        .insert(conversationMessageReaders)
        .select(
          db
            .select({
              organizationId: conversationEvents.organizationId,
              eventId: conversationEvents.id,
              userContextId: sql<string>`${userContextId}::uuid`.as('user_context_id'),
              readAt: sql<Date>`now()`.as('read_at'),
            })
            .from(conversationEvents)
            .where(
              and(
                eq(conversationEvents.organizationId, organizationId),
                eq(conversationEvents.conversationId, conversationId),
                eq(conversationEvents.kind, 'message'),
                lte(conversationEvents.seq, seq),
                ne(conversationEvents.actorContextId, userContextId),
              ),
            ),
        )
        .onConflictDoNothing();
    },
    /** Whether a message of the thread by someone else is still unread by this person. */
    async hasUnread(organizationId: string, conversationId: string, userContextId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: conversationEvents.id })
        .from(conversationEvents)
        .where(
          and(
            eq(conversationEvents.organizationId, organizationId),
            eq(conversationEvents.conversationId, conversationId),
            eq(conversationEvents.kind, 'message'),
            ne(conversationEvents.actorContextId, userContextId),
            sql`not exists (select 1 from ${conversationMessageReaders}
              where ${conversationMessageReaders.eventId} = ${conversationEvents.id}
                and ${conversationMessageReaders.userContextId} = ${userContextId})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
