import { policyAccess } from '@koers/server-core/http/access';
import { resourceRoute } from '@koers/server-core/http/resource-route';
import { listLinks, listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { assertBodyIdMatches } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import { type Actor, toolboxItemSchema, toolboxPolicy, toolboxShareSchema, uploadRequestSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { serializeUploadRequest } from '../files/files.serializer';
import { toolboxErrors } from './toolbox.errors';
import { serializeEssential, serializeToolboxItem } from './toolbox.serializer';
import {
  createToolboxItem,
  deleteToolboxFile,
  deleteToolboxItem,
  type EssentialView,
  listEssentials,
  listToolbox,
  markEssentialRead,
  readEssential,
  readToolboxItem,
  requestToolboxUpload,
  shareToolboxItem,
  type ToolboxItemView,
  updateToolboxItem,
} from './toolbox.service';

const manage = (name: string) => policyAccess(`toolbox.${name}`, toolboxPolicy.manage);
const readShared = (name: string) => policyAccess(`essentials.${name}`, toolboxPolicy.readShared);
const itemParams = pathParams({ id: uuidParam }, toolboxErrors.notFound);
const itemBody = resourceBody('toolbox_items', toolboxItemSchema);
/** The library's routes answer the item as the coach sees it. */
const answerItem = (view: ToolboxItemView, { actor }: { actor: Actor }) => serializeToolboxItem(view, actor);
const answerEssential = (row: EssentialView, { actor }: { actor: Actor }) => serializeEssential(row, actor);

/** The toolbox's tips and material (issue 36.3): the coaches' library, and what a candidate was given. */
export const toolboxRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  libraryRoutes(app, ctx);
  itemRoutes(app, ctx);
  fileRoutes(app, ctx);
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
        document(
          items.map((item) => serializeToolboxItem(item, actor)),
          { meta: { count }, links: listLinks(request, query.page, count) },
        ),
      );
    },
  });
  resourceRoute(app, {
    method: 'POST',
    url: '/toolbox_items',
    access: manage('create'),
    body: itemBody,
    status: 201,
    run: ({ actor, body }) => createToolboxItem(db, actor, body.attributes),
    serialize: answerItem,
  });
}

function itemRoutes(app: FastifyInstance, { database: { db }, storage }: AppContext) {
  resourceRoute(app, {
    method: 'GET',
    url: '/toolbox_item/:id',
    access: manage('read'),
    params: itemParams,
    run: ({ actor, params }) => readToolboxItem(db, actor, params.id),
    serialize: answerItem,
  });
  resourceRoute(app, {
    method: 'PATCH',
    url: '/toolbox_item/:id',
    access: manage('update'),
    params: itemParams,
    body: itemBody,
    run: ({ actor, params, body }) => {
      assertBodyIdMatches(body, params.id);
      return updateToolboxItem(db, actor, params.id, body.attributes);
    },
    serialize: answerItem,
  });
  route(app, {
    method: 'DELETE',
    url: '/toolbox_item/:id',
    access: manage('delete'),
    params: itemParams,
    async handler({ actor, params }, reply) {
      await deleteToolboxItem(db, storage, actor, params.id);
      return reply.code(204).send();
    },
  });
  resourceRoute(app, {
    method: 'POST',
    url: '/toolbox_item/:id/shares',
    access: manage('share'),
    params: itemParams,
    body: resourceBody('toolbox_shares', toolboxShareSchema),
    status: 201,
    run: ({ actor, params, body }) => shareToolboxItem(db, actor, params.id, body.attributes),
    serialize: answerItem,
  });
}

/** A tip's files: uploaded as any upload (request, then PUT the bytes), downloaded at files/{id}. */
function fileRoutes(app: FastifyInstance, { database: { db }, storage, config }: AppContext) {
  resourceRoute(app, {
    method: 'POST',
    url: '/toolbox_item/:id/upload_request',
    limit: 'upload',
    access: manage('attach'),
    params: itemParams,
    body: resourceBody('upload_requests', uploadRequestSchema),
    status: 201,
    run: ({ actor, params, body }) =>
      requestToolboxUpload({
        db,
        actor,
        itemId: params.id,
        request: body.attributes,
        quotaBytes: config.uploadQuotaBytes,
      }),
    serialize: ({ file, token }, { actor }) => serializeUploadRequest(actor, file, token),
  });
  route(app, {
    method: 'DELETE',
    url: '/toolbox_item/:id/files/:fileId',
    access: manage('detach'),
    params: pathParams({ id: uuidParam, fileId: uuidParam }, toolboxErrors.notFound),
    async handler({ actor, params }, reply) {
      await deleteToolboxFile(db, storage, actor, params.id, params.fileId);
      return reply.code(204).send();
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
        document(
          rows.map((row) => serializeEssential(row, actor)),
          {
            meta: { count, unread },
            links: listLinks(request, query.page, count),
          },
        ),
      );
    },
  });
  resourceRoute(app, {
    method: 'GET',
    url: '/my/essential/:id',
    access: readShared('read'),
    params: itemParams,
    run: ({ actor, params }) => readEssential(db, actor, params.id),
    serialize: answerEssential,
  });
  resourceRoute(app, {
    method: 'POST',
    url: '/my/essential/:id/read',
    access: readShared('mark-read'),
    params: itemParams,
    run: ({ actor, params }) => markEssentialRead(db, actor, params.id),
    serialize: answerEssential,
  });
}
