import { policyAccess } from '@koers/server-core/http/access';
import { type InputParser, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
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
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { dossierAccessErrors } from '../dossier-access/dossier-access.errors';
import { prefixDetails } from './profiles.errors';
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

const profileParams = pathParams({ id: uuidParam });

/** SPEC §5: a parser whose errors carry the form's own failure text, like the service's. */
function withFailureText<T>(
  parser: InputParser<T>,
  prefix: typeof SOCIAL_MEDIA_FAILURE | typeof VIDEO_FAILURE,
): InputParser<T> {
  return {
    read(raw) {
      try {
        return parser.read(raw);
      } catch (error) {
        throw prefixDetails(error, prefix);
      }
    },
  };
}

/** Candidate profiles: the own profile, a dossier's profile, and the parts of a profile one edits. */
export const profilesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readOwnProfileRoute(app, ctx);
  readProfileRoute(app, ctx);
  readDossierProfileRoute(app, ctx);
  updateProfileRoute(app, ctx);
  setSocialMediaRoute(app, ctx);
  setVideosRoute(app, ctx);
  setMoodboardImagesRoute(app, ctx);
  addDocumentRoute(app, ctx);
  deleteDocumentRoute(app, ctx);
  setToggleGroupsRoutes(app, ctx);
};

function readOwnProfileRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/my/profile',
    access: policyAccess('profiles.own', clientWithDossier),
    async handler({ actor }, reply) {
      if (!actor.dossierId) throw dossierAccessErrors.noDossier();
      return reply.jsonApi(profileDocument(await readProfile(database, actor, actor.dossierId), actor));
    },
  });
}

function readProfileRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/profile/:id',
    access: policyAccess('profiles.read', anyActor),
    params: profileParams,
    async handler({ actor, params }, reply) {
      return reply.jsonApi(profileDocument(await loadProfileForRead(database, actor, params.id), actor));
    },
  });
}

function readDossierProfileRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/profile',
    access: policyAccess('profiles.read', anyActor),
    params: profileParams,
    async handler({ actor, params }, reply) {
      return reply.jsonApi(profileDocument(await readProfile(database, actor, params.id), actor));
    },
  });
}

function updateProfileRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/profile/:id',
    access: policyAccess('profiles.update', anyActor),
    params: profileParams,
    body: resourceBody('profiles', profileUpdateSchema),
    async handler({ actor, params, body }, reply) {
      const view = await updateProfile({ db, actor, profileId: params.id, attributes: body.attributes });
      return reply.jsonApi(profileDocument(view, actor));
    },
  });
}

function setSocialMediaRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/profile/:id/social_media',
    access: policyAccess('profiles.update', anyActor),
    params: withFailureText(profileParams, SOCIAL_MEDIA_FAILURE),
    body: withFailureText(resourceBody('social_media_links', socialMediaListSchema), SOCIAL_MEDIA_FAILURE),
    async handler({ actor, params, body }, reply) {
      try {
        const view = await setSocialMediaLinks({ db, actor, profileId: params.id, links: body.attributes.links });
        return reply.jsonApi(profileDocument(view, actor));
      } catch (error) {
        throw prefixDetails(error, SOCIAL_MEDIA_FAILURE);
      }
    },
  });
}

function setVideosRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/profile/:id/video',
    access: policyAccess('profiles.update', anyActor),
    params: withFailureText(profileParams, VIDEO_FAILURE),
    body: withFailureText(resourceBody('videos', videoListSchema), VIDEO_FAILURE),
    async handler({ actor, params, body }, reply) {
      try {
        const view = await setVideos({ db, actor, profileId: params.id, videos: body.attributes.videos });
        return reply.jsonApi(profileDocument(view, actor));
      } catch (error) {
        throw prefixDetails(error, VIDEO_FAILURE);
      }
    },
  });
}

function setMoodboardImagesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/profile/:id/moodboard_images',
    access: policyAccess('profiles.update', anyActor),
    params: profileParams,
    body: resourceBody('moodboard_images', moodboardImagesSchema),
    async handler({ actor, params, body }, reply) {
      const view = await setMoodboardImages({ db, actor, profileId: params.id, imageIds: body.attributes.imageIds });
      return reply.jsonApi(profileDocument(view, actor));
    },
  });
}

function addDocumentRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/profile/:id/document',
    access: policyAccess('documents.create', anyActor),
    params: profileParams,
    body: resourceBody('documents', documentCreateSchema),
    async handler({ actor, params, body }, reply) {
      const view = await addDocument({ db, actor, profileId: params.id, attributes: body.attributes });
      return reply.jsonApi(profileDocument(view, actor), 201);
    },
  });
}

function deleteDocumentRoute(app: FastifyInstance, ctx: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/profile/:id/documents/:documentId',
    access: policyAccess('documents.delete', anyActor),
    params: pathParams({ id: uuidParam, documentId: uuidParam }),
    async handler({ actor, params }, reply) {
      await deleteDocument({
        db: ctx.database.db,
        storage: ctx.storage,
        actor,
        profileId: params.id,
        documentId: params.documentId,
      });
      return reply.code(204).send();
    },
  });
}

function setToggleGroupsRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  for (const [url, type, schema, subject] of [
    ['/profile/:id/toggles', 'profile_toggles', togglesSchema, 'toggles'],
    ['/profile/:id/traits', 'profile_traits', traitsSchema, 'traits'],
  ] as const) {
    route(app, {
      method: 'POST',
      url,
      access: policyAccess('profiles.update', anyActor),
      params: profileParams,
      body: resourceBody(type, schema),
      async handler({ actor, params, body }, reply) {
        const view = await setToggleGroups({
          db,
          actor,
          profileId: params.id,
          groups: body.attributes.groups,
          subject,
        });
        return reply.jsonApi(profileDocument(view, actor));
      },
    });
  }
}
