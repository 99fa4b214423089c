import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { assertBodyIdMatches } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import { createError, notFound } from '@koers/server-core/jsonapi/errors';
import {
  anyActor,
  customContentPolicy,
  customMenuItemPolicy,
  customMenuItemSchema,
  matchesRoleFlags,
  ROLES,
  z,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { createCustomMenuItemsRepository } from './custom-menu-items.repository';
import { serializeCustomMenuItem } from './custom-menu-items.serializer';

const listSpec = {
  filter: {
    organization: z.uuid({ error: 'Geef een geldig organisatie-id.' }),
    role: z.enum(ROLES, { error: `Kies een rol: ${ROLES.join(', ')}.` }),
    all: z.enum(['true'], { error: 'Gebruik filter[all]=true.' }),
  },
  defaultPageSize: 100,
};

const itemNotFound = () => notFound('Deze menulink bestaat niet of je hebt er geen toegang toe.');
const manageAccess = policyAccess('customMenuItems.manage', customContentPolicy.manage);
const itemBody = resourceBody('custom_menu_items', customMenuItemSchema);

/** Links an organisation puts in the menu per role (SPEC §3, §6, §7); its administrators set them (issue 39.1). */
export const customMenuItemsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listCustomMenuItemsRoute(app, ctx);
  writeCustomMenuItemRoutes(app, ctx);
};

/** GET custom_menu_items filtered by organization (SPEC §7): the links for the actor's roles. */
function listCustomMenuItemsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/custom_menu_items',
    access: policyAccess('customMenuItems.list', anyActor),
    query: listQuery(listSpec),
    async handler({ actor, query }, reply) {
      const { organization, role, all } = query.filter;
      const organizationId = organization ?? actor.organizationId;
      if (!customMenuItemPolicy.list(actor, { id: organizationId })) {
        throw notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
      }
      if ((role && !customMenuItemPolicy.filterByRole(actor, role)) || (all && !customContentPolicy.manage(actor))) {
        throw createError({
          status: 403,
          code: 'custom_menu_items.role_not_held',
          detail: 'Je kunt alleen filteren op een rol die je zelf hebt.',
          parameter: all ? 'filter[all]' : 'filter[role]',
        });
      }
      const rows = (await createCustomMenuItemsRepository(db).listForOrganization(organizationId)).filter((row) => {
        if (all) return true;
        return role ? matchesRoleFlags({ roles: [role] }, row) : customMenuItemPolicy.read(actor, row);
      });
      const page = rows.slice(query.page.offset, query.page.offset + query.page.size);
      return reply.jsonApi(document(page.map(serializeCustomMenuItem), { meta: { count: rows.length } }));
    },
  });
}

/** Adding, changing and removing a link: always one of the actor's own organisation (else 404). */
function writeCustomMenuItemRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  const repo = () => createCustomMenuItemsRepository(db);
  route(app, {
    method: 'POST',
    url: '/custom_menu_items',
    access: manageAccess,
    body: itemBody,
    async handler({ actor, body }, reply) {
      const row = await repo().insert(actor.organizationId, body.attributes);
      return reply.jsonApi(document(serializeCustomMenuItem(row)), 201);
    },
  });
  route(app, {
    method: 'PATCH',
    url: '/custom_menu_item/:id',
    access: manageAccess,
    params: pathParams({ id: uuidParam }, itemNotFound),
    body: itemBody,
    async handler({ actor, params: { id }, body }, reply) {
      assertBodyIdMatches(body, id);
      const row = await repo().update(actor.organizationId, id, body.attributes);
      if (!row) throw itemNotFound();
      return reply.jsonApi(document(serializeCustomMenuItem(row)));
    },
  });
  route(app, {
    method: 'DELETE',
    url: '/custom_menu_item/:id',
    access: manageAccess,
    params: pathParams({ id: uuidParam }, itemNotFound),
    async handler({ actor, params: { id } }, reply) {
      if (!(await repo().remove(actor.organizationId, id))) throw itemNotFound();
      return reply.code(204).send();
    },
  });
}
