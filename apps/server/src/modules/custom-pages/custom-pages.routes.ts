import { policyAccess, requireActor } from '@koers/server-core/http/access';
import { authorize } from '@koers/server-core/http/authorize';
import { document } from '@koers/server-core/jsonapi/document';
import { createError, notFound } from '@koers/server-core/jsonapi/errors';
import { parseListQuery } from '@koers/server-core/jsonapi/query';
import { isUuid } from '@koers/server-core/lib/ids';
import { anyActor, customPagePolicy, matchesRoleFlags, ROLES, z } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { createCustomPagesRepository } from './custom-pages.repository';
import { serializeCustomPage } from './custom-pages.serializer';

const listQuery = {
  filter: { role: z.enum(ROLES, { error: `Kies een rol: ${ROLES.join(', ')}.` }) },
  defaultPageSize: 100,
};
const organizationNotFound = () => notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');

/** Pages an organisation publishes for some roles (SPEC §3, §6, §7). */
export const customPagesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const repo = createCustomPagesRepository(ctx.database.db);

  app.get<{ Params: { organizationId: string } }>(
    '/organization/:organizationId/custom_pages',
    { config: { access: policyAccess('customPages.list', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { organizationId } = request.params;
      if (!isUuid(organizationId) || !customPagePolicy.list(actor, { id: organizationId })) {
        throw organizationNotFound();
      }
      const query = parseListQuery(request.query as Record<string, unknown>, listQuery);
      const role = query.filter.role;
      if (role && !customPagePolicy.filterByRole(actor, role)) {
        throw createError({
          status: 403,
          code: 'custom_pages.role_not_held',
          detail: 'Je kunt alleen filteren op een rol die je zelf hebt.',
          parameter: 'filter[role]',
        });
      }
      const rows = (await repo.listForOrganization(organizationId)).filter((row) =>
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
  );

  app.get<{ Params: { id: string } }>(
    '/custom_page/:id',
    { config: { access: policyAccess('customPages.read', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const row = isUuid(id) ? await repo.findById(actor.organizationId, id) : null;
      if (!row) throw notFound('Deze pagina bestaat niet of je hebt er geen toegang toe.');
      authorize(customPagePolicy.read, actor, row, 'Deze pagina is niet voor jouw rol bedoeld.');
      return reply.jsonApi(document(serializeCustomPage(row, { withBody: true })));
    },
  );
};
