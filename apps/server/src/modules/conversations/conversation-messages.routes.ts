import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { relationshipId } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import { badRequest } from '@koers/server-core/jsonapi/errors';
import { conversationMessageCreateSchema, conversationPolicy, z } from '@koers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { conversationErrors } from './conversations.errors';
import { serializeEvent, serializeMessage, serializePublicUserContext } from './conversations.serializer';
import { listEvents, markMessageRead, messageReaders, postMessage } from './conversations.service';

const access = (name: string) => policyAccess(`conversations.${name}`, conversationPolicy.use);
const id = (error: string) => z.guid({ error }).transform((value) => value.toLowerCase());

const eventsSpec = {
  filter: {
    conversation: id('Geef een geldig id van een gesprek.'),
    before: id('Geef een geldig id van een bericht.'),
    after: id('Geef een geldig id van een bericht.'),
  },
  defaultPageSize: 20,
};

const messageParams = pathParams({ id: uuidParam }, conversationErrors.messageNotFound);

/** A conversation's thread: its events, new messages and who read them. */
export async function conversationMessagesRoutes(app: FastifyInstance, ctx: AppContext) {
  listEventsRoute(app, ctx);
  createMessageRoute(app, ctx);
  listReadersRoute(app, ctx);
  createReaderRoute(app, ctx);
}

/**
 * GET conversation_events?filter[conversation]=…: the newest page of the thread, or the page
 * just before (filter[before]) or after (filter[after]) an event, oldest first.
 */
function listEventsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/conversation_events',
    access: access('events'),
    query: listQuery(eventsSpec),
    async handler({ actor, query }, reply) {
      const { conversation, before, after } = query.filter;
      if (!conversation) throw badRequest('Geef het gesprek op met filter[conversation].', 'filter[conversation]');
      if (before && after) throw badRequest('Gebruik filter[before] of filter[after], niet beide.', 'filter[after]');
      const result = await listEvents({
        db,
        actor,
        conversationId: conversation,
        ...(before ? { before } : {}),
        ...(after ? { after } : {}),
        limit: query.page.size,
      });
      const data = result.events.map((event) =>
        serializeEvent(
          event,
          result.readers.filter((reader) => reader.eventId === event.id),
        ),
      );
      const people = new Map(result.participants.map((p) => [p.userContextId, p]));
      for (const reader of result.readers)
        people.set(reader.userContextId, { ...reader, hiddenAt: null, leftAt: null });
      return reply.jsonApi(
        document(data, {
          included: [...people.values()].map(serializePublicUserContext),
          meta: { count: result.total },
        }),
      );
    },
  });
}

function createMessageRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/conversation_message',
    limit: 'message',
    access: access('write'),
    body: resourceBody('conversation_messages', conversationMessageCreateSchema),
    async handler({ actor, body }, reply) {
      const thread = relationshipId(body.relationships, 'thread', 'conversations');
      if (!thread) throw conversationErrors.noThread();
      const message = await postMessage({ db, actor, conversationId: thread, content: body.attributes.content });
      return reply.jsonApi(document(serializeMessage(message)), 201);
    },
  });
}

/** Who has read a message. */
function listReadersRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/conversation_message/:id/readers',
    access: access('readers'),
    params: messageParams,
    async handler({ actor, params }, reply) {
      const readers = await messageReaders(db, actor, params.id);
      return reply.jsonApi(document(readers.map(serializePublicUserContext)));
    },
  });
}

/** The actor saw this message: it and the earlier ones of the thread are read. */
function createReaderRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/conversation_message/:id/readers',
    access: access('read_message'),
    params: messageParams,
    async handler({ actor, params }, reply) {
      const readers = await markMessageRead(db, actor, params.id);
      return reply.jsonApi(document(readers.map(serializePublicUserContext)));
    },
  });
}
