import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { anyActor, trackExtensionSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { trackDocument } from './tracks.serializer';
import { extendTrack, readTrack, trackDetails } from './tracks.service';

const dossierParams = pathParams({ id: uuidParam });

/**
 * A dossier's track: read it, extend it. Changing its dates and type goes with the dossier's
 * coaches in one form: `PATCH dossier/{id}/track` is the dossier module's.
 */
export const tracksRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readTrackRoute(app, ctx);
  extendTrackRoute(app, ctx);
};

function readTrackRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/track',
    access: policyAccess('tracks.read', anyActor),
    params: dossierParams,
    async handler({ actor, params }, reply) {
      const details = await readTrack(database, actor, params.id);
      return reply.jsonApi(details ? trackDocument(details) : document(null));
    },
  });
}

function extendTrackRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/dossier/:id/track_extensions',
    access: policyAccess('tracks.extend', anyActor),
    params: dossierParams,
    body: resourceBody('track_extensions', trackExtensionSchema),
    async handler({ actor, params, body }, reply) {
      const track = await extendTrack({ db, actor, dossierId: params.id, attributes: body.attributes });
      return reply.jsonApi(trackDocument(await trackDetails(db, track)), 201);
    },
  });
}
