import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import {
  anyActor,
  contactRequestCreateSchema,
  contactRequestDecisionSchema,
  contactRequestPolicy,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { contactRequestErrors } from './contact-requests.errors';
import { serializeContactRequest } from './contact-requests.serializer';
import {
  decideContactRequest,
  listContactRequests,
  readContactRequest,
  requestContact,
} from './contact-requests.service';

const requestParams = pathParams({ id: uuidParam }, contactRequestErrors.notFound);

/** Contact requests (issue 35.4): a contact asks from a showroom, the candidate's coach decides. */
export const contactRequestsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listContactRequestsRoute(app, ctx);
  createContactRequestRoute(app, ctx);
  readContactRequestRoute(app, ctx);
  decideContactRequestRoute(app, ctx);
};

function listContactRequestsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/contact_requests',
    access: policyAccess('contactRequests.list', contactRequestPolicy.list),
    query: listQuery({ defaultPageSize: 50 }),
    async handler({ actor, query }, reply) {
      const views = await listContactRequests(db, actor, query.page);
      return reply.jsonApi(document(views.map((view) => serializeContactRequest(view, actor))));
    },
  });
}

function createContactRequestRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/contact_request',
    access: policyAccess('contactRequests.create', contactRequestPolicy.create),
    body: resourceBody('contact_requests', contactRequestCreateSchema),
    async handler({ actor, body }, reply) {
      const { view, created } = await requestContact({ db, actor, attributes: body.attributes });
      return reply.jsonApi(document(serializeContactRequest(view, actor)), created ? 201 : 200);
    },
  });
}

function readContactRequestRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/contact_request/:id',
    access: policyAccess('contactRequests.read', anyActor),
    params: requestParams,
    async handler({ actor, params }, reply) {
      return reply.jsonApi(document(serializeContactRequest(await readContactRequest(db, actor, params.id), actor)));
    },
  });
}

function decideContactRequestRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/contact_request/:id',
    access: policyAccess('contactRequests.decide', anyActor),
    params: requestParams,
    body: resourceBody('contact_requests', contactRequestDecisionSchema),
    async handler({ actor, params, body }, reply) {
      const view = await decideContactRequest({ db, actor, id: params.id, decision: body.attributes });
      return reply.jsonApi(document(serializeContactRequest(view, actor)));
    },
  });
}
