import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { assertBodyIdMatches } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import { toolboxItemSchema, toolboxPolicy, toolboxShareSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { toolboxErrors } from './toolbox.errors';
import { serializeEssential, serializeToolboxItem } from './toolbox.serializer';
import {
  createToolboxItem,
  deleteToolboxItem,
  listEssentials,
  listToolbox,
  markEssentialRead,
  readEssential,
  readToolboxItem,
  shareToolboxItem,
  updateToolboxItem,
} from './toolbox.service';

const manage = (name: string) => policyAccess(`toolbox.${name}`, toolboxPolicy.manage);
const readShared = (name: string) => policyAccess(`essentials.${name}`, toolboxPolicy.readShared);
const itemParams = pathParams({ id: uuidParam }, toolboxErrors.notFound);
const itemBody = resourceBody('toolbox_items', toolboxItemSchema);

/** The toolbox's tips and material (issue 36.3): the coaches' library, and what a candidate was given. */
export const toolboxRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  libraryRoutes(app, ctx);
  itemRoutes(app, ctx);
  essentialsRoutes(app, ctx);
};

function libraryRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/toolbox_items',
    access: manage('list'),
    query: listQuery({}),
    async handler({ actor, query, request }, reply) {
      const { items, count } = await listToolbox(db, actor, query.page, query.q);
      return reply.jsonApi(
        document(items.map(serializeToolboxItem), { meta: { count }, links: listLinks(request, query.page, count) }),
      );
    },
  });
  route(app, {
    method: 'POST',
    url: '/toolbox_items',
    access: manage('create'),
    body: itemBody,
    async handler({ actor, body }, reply) {
      return reply.jsonApi(document(serializeToolboxItem(await createToolboxItem(db, actor, body.attributes))), 201);
    },
  });
}

function itemRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/toolbox_item/:id',
    access: manage('read'),
    params: itemParams,
    async handler({ actor, params }, reply) {
      return reply.jsonApi(document(serializeToolboxItem(await readToolboxItem(db, actor, params.id))));
    },
  });
  route(app, {
    method: 'PATCH',
    url: '/toolbox_item/:id',
    access: manage('update'),
    params: itemParams,
    body: itemBody,
    async handler({ actor, params, body }, reply) {
      assertBodyIdMatches(body, params.id);
      const view = await updateToolboxItem(db, actor, params.id, body.attributes);
      return reply.jsonApi(document(serializeToolboxItem(view)));
    },
  });
  route(app, {
    method: 'DELETE',
    url: '/toolbox_item/:id',
    access: manage('delete'),
    params: itemParams,
    async handler({ actor, params }, reply) {
      await deleteToolboxItem(db, actor, params.id);
      return reply.code(204).send();
    },
  });
  route(app, {
    method: 'POST',
    url: '/toolbox_item/:id/shares',
    access: manage('share'),
    params: itemParams,
    body: resourceBody('toolbox_shares', toolboxShareSchema),
    async handler({ actor, params, body }, reply) {
      const view = await shareToolboxItem(db, actor, params.id, body.attributes);
      return reply.jsonApi(document(serializeToolboxItem(view)), 201);
    },
  });
}

function essentialsRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/my/essentials',
    access: readShared('list'),
    query: listQuery({}),
    async handler({ actor, query, request }, reply) {
      const { rows, count, unread } = await listEssentials(db, actor, query.page);
      return reply.jsonApi(
        document(rows.map(serializeEssential), {
          meta: { count, unread },
          links: listLinks(request, query.page, count),
        }),
      );
    },
  });
  route(app, {
    method: 'GET',
    url: '/my/essential/:id',
    access: readShared('read'),
    params: itemParams,
    async handler({ actor, params }, reply) {
      return reply.jsonApi(document(serializeEssential(await readEssential(db, actor, params.id))));
    },
  });
  route(app, {
    method: 'POST',
    url: '/my/essential/:id/read',
    access: readShared('mark-read'),
    params: itemParams,
    async handler({ actor, params }, reply) {
      return reply.jsonApi(document(serializeEssential(await markEssentialRead(db, actor, params.id))));
    },
  });
}
