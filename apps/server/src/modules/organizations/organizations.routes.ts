import { policyAccess } from '@koers/server-core/http/access';
import { authorize } from '@koers/server-core/http/authorize';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { anyActor, type HelpLinks, helpLinksSchema, organizationPolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { updateHelpLinks } from './organizations.service';

const organizationParams = pathParams({ organizationId: uuidParam });

/** The organisation's own settings that have no module of their own: the help links (SPEC §6). */
export const organizationsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  updateHelpLinksRoute(app, ctx);
};

export const helpLinksDocument = (organizationId: string, links: HelpLinks) =>
  document(resource('help_links', organizationId, links));

/**
 * PATCH organization/{id}/help_links: an administrator sets the Help entry's address for staff,
 * clients and contacts. Another organisation is not found; one's own without the right is 403.
 * The user contexts carry the links (`organization.helpLinks`), so there is no separate read.
 */
function updateHelpLinksRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/organization/:organizationId/help_links',
    access: policyAccess('organization.helpLinks', anyActor),
    params: organizationParams,
    body: resourceBody('help_links', helpLinksSchema),
    async handler({ actor, params, body }, reply) {
      if (params.organizationId !== actor.organizationId)
        throw notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
      authorize(organizationPolicy.manage, actor);
      const links = await updateHelpLinks(db, actor.organizationId, body.attributes);
      return reply.jsonApi(helpLinksDocument(actor.organizationId, links));
    },
  });
}
