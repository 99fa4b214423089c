import { policyAccess, requireActor } from '@koers/server-core/http/access';
import { parseResourceBody } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import {
  type Actor,
  anyActor,
  documentCreateSchema,
  moodboardImagesSchema,
  profileUpdateSchema,
  SOCIAL_MEDIA_FAILURE,
  socialMediaListSchema,
  togglesSchema,
  traitsSchema,
  VIDEO_FAILURE,
  videoListSchema,
} from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { idParam } from '../dossiers/dossier-loader';
import { prefixDetails, profileErrors } from './profiles.errors';
import { serializeProfile } from './profiles.serializer';
import {
  addDocument,
  deleteDocument,
  loadProfileForRead,
  type ProfileView,
  readProfile,
  setMoodboardImages,
  setSocialMediaLinks,
  setToggleGroups,
  setVideos,
  updateProfile,
} from './profiles.service';

const clientWithDossier = (actor: Actor) => actor.userType === 'client' && actor.dossierId !== null;

function profileDocument(view: ProfileView, actor: Actor) {
  const { data, included } = serializeProfile(view, actor);
  return document(data, { included });
}

export const profilesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const profileIdOf = (request: { params: unknown }) => idParam((request.params as { id: string }).id);

  app.get(
    '/my/profile',
    { config: { access: policyAccess('profiles.own', clientWithDossier) } },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!actor.dossierId) throw profileErrors.noDossier();
      return reply.jsonApi(profileDocument(await readProfile(db, actor, actor.dossierId), actor));
    },
  );

  app.get('/profile/:id', { config: { access: policyAccess('profiles.read', anyActor) } }, async (request, reply) => {
    const actor = requireActor(request);
    return reply.jsonApi(profileDocument(await loadProfileForRead(db, actor, profileIdOf(request)), actor));
  });

  app.get(
    '/dossier/:id/profile',
    { config: { access: policyAccess('profiles.read', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      return reply.jsonApi(profileDocument(await readProfile(db, actor, profileIdOf(request)), actor));
    },
  );

  app.patch(
    '/profile/:id',
    { config: { access: policyAccess('profiles.update', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { attributes } = parseResourceBody(request.body, 'profiles', profileUpdateSchema);
      const view = await updateProfile({ db, actor, profileId: profileIdOf(request), attributes });
      return reply.jsonApi(profileDocument(view, actor));
    },
  );

  app.post(
    '/profile/:id/social_media',
    { config: { access: policyAccess('profiles.update', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      try {
        const { attributes } = parseResourceBody(request.body, 'social_media_links', socialMediaListSchema);
        const view = await setSocialMediaLinks({ db, actor, profileId: profileIdOf(request), links: attributes.links });
        return reply.jsonApi(profileDocument(view, actor));
      } catch (error) {
        throw prefixDetails(error, SOCIAL_MEDIA_FAILURE);
      }
    },
  );

  app.post(
    '/profile/:id/video',
    { config: { access: policyAccess('profiles.update', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      try {
        const { attributes } = parseResourceBody(request.body, 'videos', videoListSchema);
        const view = await setVideos({ db, actor, profileId: profileIdOf(request), videos: attributes.videos });
        return reply.jsonApi(profileDocument(view, actor));
      } catch (error) {
        throw prefixDetails(error, VIDEO_FAILURE);
      }
    },
  );

  app.post(
    '/profile/:id/moodboard_images',
    { config: { access: policyAccess('profiles.update', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { attributes } = parseResourceBody(request.body, 'moodboard_images', moodboardImagesSchema);
      const view = await setMoodboardImages({
        db,
        actor,
        profileId: profileIdOf(request),
        imageIds: attributes.imageIds,
      });
      return reply.jsonApi(profileDocument(view, actor));
    },
  );

  app.post(
    '/profile/:id/document',
    { config: { access: policyAccess('documents.create', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { attributes } = parseResourceBody(request.body, 'documents', documentCreateSchema);
      const view = await addDocument({ db, actor, profileId: profileIdOf(request), attributes });
      return reply.jsonApi(profileDocument(view, actor), 201);
    },
  );

  app.delete(
    '/profile/:id/documents/:documentId',
    { config: { access: policyAccess('documents.delete', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const documentId = idParam((request.params as { documentId: string }).documentId);
      await deleteDocument({ db, storage: ctx.storage, actor, profileId: profileIdOf(request), documentId });
      return reply.code(204).send();
    },
  );

  for (const [path, type, schema, subject] of [
    ['/profile/:id/toggles', 'profile_toggles', togglesSchema, 'toggles'],
    ['/profile/:id/traits', 'profile_traits', traitsSchema, 'traits'],
  ] as const) {
    app.post(path, { config: { access: policyAccess('profiles.update', anyActor) } }, async (request, reply) => {
      const actor = requireActor(request);
      const { attributes } = parseResourceBody(request.body, type, schema);
      const view = await setToggleGroups({
        db,
        actor,
        profileId: profileIdOf(request),
        groups: attributes.groups,
        subject,
      });
      return reply.jsonApi(profileDocument(view, actor));
    });
  }
};
