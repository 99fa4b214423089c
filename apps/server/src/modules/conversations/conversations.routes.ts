import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { relationshipIds } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import {
  AUTOCOMPLETE_PAGE_SIZE,
  conversationCreateSchema,
  conversationPolicy,
  conversationUpdateSchema,
  z,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { conversationMessagesRoutes } from './conversation-messages.routes';
import { conversationErrors } from './conversations.errors';
import { serializeConversation, serializePartner } from './conversations.serializer';
import {
  getConversation,
  leaveConversation,
  listConversations,
  searchPartners,
  setHidden,
  startConversation,
} from './conversations.service';

const access = (name: string) => policyAccess(`conversations.${name}`, conversationPolicy.use);

const conversationParams = pathParams({ id: uuidParam }, conversationErrors.notFound);
const contextParams = pathParams({ id: uuidParam }, conversationErrors.userContextNotFound);

const listSpec = {
  filter: {
    hidden: z.enum(['true', 'false'], { error: 'Kies true of false.' }).transform((value) => value === 'true'),
  },
  defaultPageSize: 20,
};
const partnerSpec = { defaultPageSize: AUTOCOMPLETE_PAGE_SIZE, maxPageSize: 20 };

/** Conversations (SPEC §3, §5 "New conversation", §7 "Conversations"). */
export const conversationsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listConversationsRoute(app, ctx);
  listPartnersRoute(app, ctx);
  getConversationRoute(app, ctx);
  createConversationRoute(app, ctx);
  updateConversationRoute(app, ctx);
  leaveConversationRoute(app, ctx);
  await conversationMessagesRoutes(app, ctx);
};

function listConversationsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/user_contexts/:id/conversations',
    access: access('list'),
    params: contextParams,
    query: listQuery(listSpec),
    async handler({ actor, params, query, request }, reply) {
      // Someone else's conversations are not found, whoever they are.
      if (params.id !== actor.userContextId) throw conversationErrors.otherUserContext();
      const { views, total, unreadConversations } = await listConversations({
        db,
        actor,
        ...(query.q ? { q: query.q } : {}),
        hidden: query.filter.hidden ?? false,
        page: query.page,
      });
      const serialized = views.map(serializeConversation);
      return reply.jsonApi(
        document(
          serialized.map((item) => item.data),
          {
            included: serialized.flatMap((item) => item.included),
            meta: { count: total, unreadConversations },
            links: listLinks(request, query.page, total),
          },
        ),
      );
    },
  });
}

/** The people the actor may start a conversation with (the dialog's autocomplete, SPEC §9 page size 7). */
function listPartnersRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/user_contexts/:id/conversation_partners',
    access: access('partners'),
    params: contextParams,
    query: listQuery(partnerSpec),
    async handler({ actor, params, query }, reply) {
      if (params.id !== actor.userContextId) throw conversationErrors.otherUserContext();
      const partners = await searchPartners(db, actor, query.q, query.page.size);
      return reply.jsonApi(document(partners.map(serializePartner)));
    },
  });
}

function getConversationRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/conversation/:id',
    access: access('read'),
    params: conversationParams,
    async handler({ actor, params }, reply) {
      const { data, included } = serializeConversation(await getConversation(db, actor, params.id));
      return reply.jsonApi(document(data, { included }));
    },
  });
}

function createConversationRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/conversation',
    limit: 'message',
    access: access('create'),
    body: resourceBody('conversations', conversationCreateSchema),
    async handler({ actor, body }, reply) {
      const partnerIds = relationshipIds(body.relationships, 'participants', 'user_contexts') ?? [];
      const view = await startConversation({
        db,
        actor,
        subject: body.attributes.subject,
        content: body.attributes.content,
        partnerIds,
      });
      const { data, included } = serializeConversation(view);
      return reply.jsonApi(document(data, { included }), 201);
    },
  });
}

function updateConversationRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/conversation/:id',
    access: access('update'),
    params: conversationParams,
    body: resourceBody('conversations', conversationUpdateSchema),
    async handler({ actor, params, body }, reply) {
      const { data, included } = serializeConversation(await setHidden(db, actor, params.id, body.attributes.hidden));
      return reply.jsonApi(document(data, { included }));
    },
  });
}

/** Leaving: a person removes themselves; others see them as a former participant. */
function leaveConversationRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/conversation/:id/participants/:participantId',
    access: access('leave'),
    params: pathParams({ id: uuidParam, participantId: uuidParam }, conversationErrors.notFound),
    async handler({ actor, params }, reply) {
      await leaveConversation(db, actor, params.id, params.participantId);
      return reply.code(204).send();
    },
  });
}
