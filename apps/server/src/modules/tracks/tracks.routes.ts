import { policyAccess, requireActor } from '@koers/server-core/http/access';
import { parseResourceBody, relationshipIds } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import { anyActor, trackExtensionSchema, trackUpdateSchema } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { recordDossierAccess } from '../dossier-access-log/dossier-access-log.service';
import { idParam, loadDossier } from '../dossiers/dossier-loader';
import { serializeTrack, serializeTrackExtension, serializeTrackType } from '../dossiers/dossiers.serializer';
import { createTracksRepository, type TrackRow } from './tracks.repository';
import { extendTrack, updateTrack } from './tracks.service';

export const tracksRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  async function trackDocument(track: TrackRow) {
    const repo = createTracksRepository(db);
    const [extensions, types] = await Promise.all([
      repo.extensions(track.organizationId, [track.id]),
      repo.typesById(track.organizationId, track.trackTypeId ? [track.trackTypeId] : []),
    ]);
    return document(serializeTrack(track, extensions), {
      included: [...types.map(serializeTrackType), ...extensions.map(serializeTrackExtension)],
    });
  }

  app.get(
    '/dossier/:id/track',
    { config: { access: policyAccess('tracks.read', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { row } = await loadDossier(db, actor, (request.params as { id: string }).id);
      const track = await createTracksRepository(db).forDossier(row.organizationId, row.id);
      await recordDossierAccess(db, actor, {
        dossierId: row.id,
        action: 'read',
        subject: 'track',
        subjectId: track?.id ?? null,
      });
      return reply.jsonApi(track ? await trackDocument(track) : document(null));
    },
  );

  app.patch(
    '/dossier/:id/track',
    { config: { access: policyAccess('tracks.update', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = idParam((request.params as { id: string }).id);
      const { attributes, relationships } = parseResourceBody(request.body, 'tracks', trackUpdateSchema);
      const track = await updateTrack({
        db,
        actor,
        dossierId: id,
        attributes: { ...attributes, trackTypeId: attributes.trackTypeId ?? null },
        coachIds: relationshipIds(relationships, 'coaches', 'team_members'),
      });
      return reply.jsonApi(await trackDocument(track));
    },
  );

  app.post(
    '/dossier/:id/track_extensions',
    { config: { access: policyAccess('tracks.extend', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = idParam((request.params as { id: string }).id);
      const { attributes } = parseResourceBody(request.body, 'track_extensions', trackExtensionSchema);
      const track = await extendTrack({ db, actor, dossierId: id, attributes });
      return reply.jsonApi(await trackDocument(track), 201);
    },
  );
};
