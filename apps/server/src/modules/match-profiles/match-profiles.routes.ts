import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { anyActor } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { readMatchProfile } from './match-profiles.service';

/** The explained match's view of a candidate (issue 18.8), which the web app hands to the vacancies service. */
export const matchProfilesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readMatchProfileRoute(app, ctx);
};

function readMatchProfileRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/match_profile',
    // The dossier decides (matchProfilePolicy.read, in the service): 404 elsewhere, 403 here.
    access: policyAccess('matchProfiles.read', anyActor),
    params: pathParams({ id: uuidParam }),
    async handler({ actor, params }, reply) {
      const { dossierId, ...attributes } = await readMatchProfile(db, actor, params.id);
      return reply.jsonApi(document(resource('match_profiles', dossierId, attributes)));
    },
  });
}
