import { policyAccess } from '@koers/server-core/http/access';
import { authorize } from '@koers/server-core/http/authorize';
import { listQuery, pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { createError, notFound } from '@koers/server-core/jsonapi/errors';
import { anyActor, customPagePolicy, matchesRoleFlags, ROLES, z } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { createCustomPagesRepository } from './custom-pages.repository';
import { serializeCustomPage } from './custom-pages.serializer';

const listSpec = {
  filter: { role: z.enum(ROLES, { error: `Kies een rol: ${ROLES.join(', ')}.` }) },
  defaultPageSize: 100,
};
const organizationNotFound = () => notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');

/** Pages an organisation publishes for some roles (SPEC §3, §6, §7). */
export const customPagesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listCustomPagesRoute(app, ctx);
  readCustomPageRoute(app, ctx);
};

function listCustomPagesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/custom_pages',
    access: policyAccess('customPages.list', anyActor),
    params: pathParams({ organizationId: uuidParam }, organizationNotFound),
    query: listQuery(listSpec),
    async handler({ actor, params: { organizationId }, query }, reply) {
      if (!customPagePolicy.list(actor, { id: organizationId })) throw organizationNotFound();
      const role = query.filter.role;
      if (role && !customPagePolicy.filterByRole(actor, role)) {
        throw createError({
          status: 403,
          code: 'custom_pages.role_not_held',
          detail: 'Je kunt alleen filteren op een rol die je zelf hebt.',
          parameter: 'filter[role]',
        });
      }
      const rows = (await createCustomPagesRepository(db).listForOrganization(organizationId)).filter((row) =>
        role ? matchesRoleFlags({ roles: [role] }, row) : customPagePolicy.read(actor, row),
      );
      const page = rows.slice(query.page.offset, query.page.offset + query.page.size);
      return reply.jsonApi(
        document(
          page.map((row) => serializeCustomPage(row, { withBody: false })),
          { meta: { count: rows.length } },
        ),
      );
    },
  });
}

function readCustomPageRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  const pageNotFound = () => notFound('Deze pagina bestaat niet of je hebt er geen toegang toe.');
  route(app, {
    method: 'GET',
    url: '/custom_page/:id',
    access: policyAccess('customPages.read', anyActor),
    params: pathParams({ id: uuidParam }, pageNotFound),
    async handler({ actor, params }, reply) {
      const row = await createCustomPagesRepository(db).findById(actor.organizationId, params.id);
      if (!row) throw pageNotFound();
      authorize(customPagePolicy.read, actor, row, 'Deze pagina is niet voor jouw rol bedoeld.');
      return reply.jsonApi(document(serializeCustomPage(row, { withBody: true })));
    },
  });
}
