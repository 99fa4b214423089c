import { policyAccess } from '@koers/server-core/http/access';
import { authorize } from '@koers/server-core/http/authorize';
import { listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { assertBodyIdMatches } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import { createError, notFound } from '@koers/server-core/jsonapi/errors';
import {
  anyActor,
  customContentPolicy,
  customPagePolicy,
  customPageSchema,
  matchesRoleFlags,
  ROLES,
  z,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { createCustomPagesRepository } from './custom-pages.repository';
import { serializeCustomPage } from './custom-pages.serializer';
import { createCustomPage, removeCustomPage, updateCustomPage } from './custom-pages.service';

const listSpec = {
  filter: {
    role: z.enum(ROLES, { error: `Kies een rol: ${ROLES.join(', ')}.` }),
    all: z.enum(['true'], { error: 'Gebruik filter[all]=true.' }),
  },
  defaultPageSize: 100,
};

const organizationNotFound = () => notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
const pageNotFound = () => notFound('Deze pagina bestaat niet of je hebt er geen toegang toe.');
const manageAccess = policyAccess('customPages.manage', customContentPolicy.manage);
const pageBody = resourceBody('custom_pages', customPageSchema);

/** Pages an organisation publishes for some roles (SPEC §3, §6, §7); its administrators write them (issue 39.1). */
export const customPagesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listCustomPagesRoute(app, ctx);
  readCustomPageRoute(app, ctx);
  createCustomPageRoute(app, ctx);
  updateCustomPageRoute(app, ctx);
  deleteCustomPageRoute(app, ctx);
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
      const { role, all } = query.filter;
      if ((role && !customPagePolicy.filterByRole(actor, role)) || (all && !customContentPolicy.manage(actor))) {
        throw createError({
          status: 403,
          code: 'custom_pages.role_not_held',
          detail: 'Je kunt alleen filteren op een rol die je zelf hebt.',
          parameter: all ? 'filter[all]' : 'filter[role]',
        });
      }
      const rows = (await createCustomPagesRepository(db).listForOrganization(organizationId)).filter((row) => {
        if (all) return true;
        return role ? matchesRoleFlags({ roles: [role] }, row) : customPagePolicy.listed(actor, row);
      });
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

function createCustomPageRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/organization/:organizationId/custom_pages',
    access: manageAccess,
    params: pathParams({ organizationId: uuidParam }, organizationNotFound),
    body: pageBody,
    async handler({ actor, params, body }, reply) {
      if (params.organizationId !== actor.organizationId) throw organizationNotFound();
      const row = await createCustomPage(db, actor, body.attributes);
      return reply.jsonApi(document(serializeCustomPage(row, { withBody: true })), 201);
    },
  });
}

function updateCustomPageRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/custom_page/:id',
    access: manageAccess,
    params: pathParams({ id: uuidParam }, pageNotFound),
    body: pageBody,
    async handler({ actor, params: { id }, body }, reply) {
      assertBodyIdMatches(body, id);
      const row = await updateCustomPage(db, actor, id, body.attributes);
      return reply.jsonApi(document(serializeCustomPage(row, { withBody: true })));
    },
  });
}

function deleteCustomPageRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/custom_page/:id',
    access: manageAccess,
    params: pathParams({ id: uuidParam }, pageNotFound),
    async handler({ actor, params: { id } }, reply) {
      await removeCustomPage(db, actor, id);
      return reply.code(204).send();
    },
  });
}
