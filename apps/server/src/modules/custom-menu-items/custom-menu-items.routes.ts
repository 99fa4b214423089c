import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, route } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { anyActor, customMenuItemPolicy, z } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { createCustomMenuItemsRepository } from './custom-menu-items.repository';
import { serializeCustomMenuItem } from './custom-menu-items.serializer';

const listSpec = {
  filter: { organization: z.uuid({ error: 'Geef een geldig organisatie-id.' }) },
  defaultPageSize: 100,
};

export const customMenuItemsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listCustomMenuItemsRoute(app, ctx);
};

/** GET custom_menu_items filtered by organization (SPEC §7): the links for the actor's roles. */
function listCustomMenuItemsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/custom_menu_items',
    access: policyAccess('customMenuItems.list', anyActor),
    query: listQuery(listSpec),
    async handler({ actor, query }, reply) {
      const organizationId = query.filter.organization ?? actor.organizationId;
      if (!customMenuItemPolicy.list(actor, { id: organizationId })) {
        throw notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
      }
      const rows = (await createCustomMenuItemsRepository(db).listForOrganization(organizationId)).filter((row) =>
        customMenuItemPolicy.read(actor, row),
      );
      const page = rows.slice(query.page.offset, query.page.offset + query.page.size);
      return reply.jsonApi(document(page.map(serializeCustomMenuItem), { meta: { count: rows.length } }));
    },
  });
}
