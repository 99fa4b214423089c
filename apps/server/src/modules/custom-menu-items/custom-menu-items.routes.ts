import { policyAccess, requireActor } from '@koers/server-core/http/access';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { parseListQuery } from '@koers/server-core/jsonapi/query';
import { anyActor, customMenuItemPolicy, z } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { createCustomMenuItemsRepository } from './custom-menu-items.repository';
import { serializeCustomMenuItem } from './custom-menu-items.serializer';

const listQuery = {
  filter: { organization: z.uuid({ error: 'Geef een geldig organisatie-id.' }) },
  defaultPageSize: 100,
};

/** GET custom_menu_items filtered by organization (SPEC §7): the links for the actor's roles. */
export const customMenuItemsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const repo = createCustomMenuItemsRepository(ctx.database.db);

  app.get(
    '/custom_menu_items',
    { config: { access: policyAccess('customMenuItems.list', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const query = parseListQuery(request.query as Record<string, unknown>, listQuery);
      const organizationId = query.filter.organization ?? actor.organizationId;
      if (!customMenuItemPolicy.list(actor, { id: organizationId })) {
        throw notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
      }
      const rows = (await repo.listForOrganization(organizationId)).filter((row) =>
        customMenuItemPolicy.read(actor, row),
      );
      const page = rows.slice(query.page.offset, query.page.offset + query.page.size);
      return reply.jsonApi(document(page.map(serializeCustomMenuItem), { meta: { count: rows.length } }));
    },
  );
};
