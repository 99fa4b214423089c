import type { Db } from '@koers/server-core/db/database';
import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { relationshipIds } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import { anyActor, trackExtensionSchema, trackUpdateSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { recordDossierAccess } from '../dossier-access-log/dossier-access-log.service';
import { loadDossier } from '../dossiers/dossier-loader';
import { serializeTrack, serializeTrackExtension, serializeTrackType } from '../dossiers/dossiers.serializer';
import { createTracksRepository, type TrackRow } from './tracks.repository';
import { extendTrack, updateTrack } from './tracks.service';

const dossierParams = pathParams({ id: uuidParam });

/** A dossier's track: read, change, extend. */
export const tracksRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readTrackRoute(app, ctx);
  updateTrackRoute(app, ctx);
  extendTrackRoute(app, ctx);
};

async function trackDocument(db: Db, track: TrackRow) {
  const repo = createTracksRepository(db);
  const [extensions, types] = await Promise.all([
    repo.extensions(track.organizationId, [track.id]),
    repo.typesById(track.organizationId, track.trackTypeId ? [track.trackTypeId] : []),
  ]);
  return document(serializeTrack(track, extensions), {
    included: [...types.map(serializeTrackType), ...extensions.map(serializeTrackExtension)],
  });
}

function readTrackRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/track',
    access: policyAccess('tracks.read', anyActor),
    params: dossierParams,
    async handler({ actor, params }, reply) {
      const { row } = await loadDossier(db, actor, params.id);
      const track = await createTracksRepository(db).forDossier(row.organizationId, row.id);
      await recordDossierAccess(db, actor, {
        dossierId: row.id,
        action: 'read',
        subject: 'track',
        subjectId: track?.id ?? null,
      });
      return reply.jsonApi(track ? await trackDocument(db, track) : document(null));
    },
  });
}

function updateTrackRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/dossier/:id/track',
    access: policyAccess('tracks.update', anyActor),
    params: dossierParams,
    body: resourceBody('tracks', trackUpdateSchema),
    async handler({ actor, params, body: { attributes, relationships } }, reply) {
      const track = await updateTrack({
        db,
        actor,
        dossierId: params.id,
        attributes: { ...attributes, trackTypeId: attributes.trackTypeId ?? null },
        coachIds: relationshipIds(relationships, 'coaches', 'team_members'),
      });
      return reply.jsonApi(await trackDocument(db, track));
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
      return reply.jsonApi(await trackDocument(db, track), 201);
    },
  });
}
