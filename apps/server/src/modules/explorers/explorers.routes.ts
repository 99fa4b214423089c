import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { explorerPolicy, z } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { explorerErrors } from './explorers.errors';
import { serializeExplorer } from './explorers.serializer';
import { findExplorer, listVisibleExplorers } from './explorers.service';

const id = (error: string) => z.guid({ error }).transform((value) => value.toLowerCase());

/** Vacancy explorers (SPEC §3, §6, §7): which the actor sees, and one with its configuration. */
export const explorersRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listExplorersRoute(app, ctx);
  readExplorerRoute(app, ctx);
};

function listExplorersRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/explorers',
    access: policyAccess('explorers.list', explorerPolicy.list),
    query: listQuery({
      filter: {
        visible: id('Geef een geldig id van een organisatie.'),
        dossier: id('Geef een geldig id van een dossier.'),
      },
      defaultPageSize: 100,
    }),
    async handler({ actor, query }, reply) {
      const rows = await listVisibleExplorers({
        db,
        actor,
        organizationId: query.filter.visible,
        dossierId: query.filter.dossier,
      });
      return reply.jsonApi(document(rows.map(serializeExplorer), { meta: { count: rows.length } }));
    },
  });
}

function readExplorerRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/explorer/:id',
    access: policyAccess('explorers.read', explorerPolicy.list),
    params: pathParams({ id: uuidParam }, explorerErrors.notFound),
    async handler({ actor, params }, reply) {
      return reply.jsonApi(document(serializeExplorer(await findExplorer({ db, actor, id: params.id }))));
    },
  });
}
