import { publicAccess, sessionAccess } from '@koers/server-core/http/access';
import { queryParams, resourceBody, route } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { forbidden, unauthenticated } from '@koers/server-core/jsonapi/errors';
import { JSON_API_MEDIA_TYPE } from '@koers/server-core/jsonapi/plugin';
import { isUuid } from '@koers/server-core/lib/ids';
import { plainText, sessionCreateSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { buildActor } from '../user-contexts/actor';
import { serializeUserContext } from '../user-contexts/user-contexts.serializer';
import { contextFactsFor, contextFactsForUser } from '../user-contexts/user-contexts.service';
import { findUser } from '../users/users.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { sessionDocument } from './sessions.serializer';
import { createSession, deleteSession, findLiveSession } from './sessions.service';
import { DEVICE_COOKIE, setDeviceCookie } from './trusted-devices';

/** Logging in and out, the session, and the user contexts of the logged-in person. */
export const sessionsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  createSessionRoute(app, ctx);
  readSessionRoute(app, ctx);
  deleteSessionRoute(app, ctx);
  readSessionActorRoute(app, ctx);
  listOwnUserContextsRoute(app, ctx);
};

function sessionSettings(ctx: AppContext) {
  const settings = { idleMinutes: ctx.config.sessionIdleMinutes, absoluteHours: ctx.config.sessionAbsoluteHours };
  const cookieSettings = { secure: ctx.config.nodeEnv === 'production', absoluteHours: settings.absoluteHours };
  return { settings, cookieSettings };
}

function createSessionRoute(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const { settings, cookieSettings } = sessionSettings(ctx);
  route(app, {
    method: 'POST',
    url: '/session',
    limit: 'login',
    access: publicAccess,
    body: resourceBody('sessions', sessionCreateSchema),
    async handler({ body, request }, reply) {
      const deviceToken = request.cookies[DEVICE_COOKIE];
      const { token, session, contexts, newDeviceToken } = await createSession({
        db,
        credentials: body.attributes,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        host: request.host,
        ...(deviceToken ? { deviceToken } : {}),
        settings,
      });
      setSessionCookie(reply, token, cookieSettings);
      if (newDeviceToken) setDeviceCookie(reply, newDeviceToken, cookieSettings.secure);
      const user = await findUser(db, session.userId);
      if (!user) throw unauthenticated();
      return reply.jsonApi(sessionDocument(session, user, contexts, ctx.config.supportChat?.secret ?? null), 201);
    },
  });
}

function readSessionRoute(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const { settings } = sessionSettings(ctx);
  route(app, {
    method: 'GET',
    url: '/session',
    access: sessionAccess,
    async handler({ session: info, request }, reply) {
      const session = await findLiveSession(db, request.sessionToken ?? '', settings);
      const user = await findUser(db, info.userId);
      if (!session || !user) throw unauthenticated();
      const contexts = await contextFactsForUser(db, user.id, info);
      return reply.jsonApi(sessionDocument(session, user, contexts, ctx.config.supportChat?.secret ?? null));
    },
  });
}

function deleteSessionRoute(app: FastifyInstance, ctx: AppContext) {
  const { cookieSettings } = sessionSettings(ctx);
  route(app, {
    method: 'DELETE',
    url: '/session',
    access: sessionAccess,
    async handler({ session }, reply) {
      await deleteSession(ctx.database.db, session.id);
      clearSessionCookie(reply, cookieSettings);
      return reply.code(204).send();
    },
  });
}

// The vacancies service asks this when it runs in its own process (createRemoteActorResolver).
function readSessionActorRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/session/actor',
    access: sessionAccess,
    query: queryParams({ user_context_id: plainText().optional().catch(undefined) }),
    async handler({ session: info, query }, reply) {
      const userContextId = query.user_context_id ?? null;
      let actor = null;
      if (userContextId !== null) {
        const facts = isUuid(userContextId) ? await contextFactsFor(db, info.userId, userContextId, info) : null;
        if (!facts) {
          const error = forbidden('Deze gebruikerscontext hoort niet bij jouw account.');
          return reply
            .code(403)
            .type(JSON_API_MEDIA_TYPE)
            .send({ errors: error.errors, meta: { session: info } });
        }
        actor = buildActor(facts);
      }
      return reply.jsonApi(
        document(resource('actors', userContextId ?? info.id, { actor }), { meta: { session: info } }),
      );
    },
  });
}

function listOwnUserContextsRoute(app: FastifyInstance, { database: { db }, config }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/my/user_contexts',
    access: sessionAccess,
    async handler({ session }, reply) {
      const contexts = await contextFactsForUser(db, session.userId, session);
      return reply.jsonApi(
        document(
          contexts.map((facts) => serializeUserContext(facts, config.supportChat?.secret ?? null)),
          { meta: { count: contexts.length } },
        ),
      );
    },
  });
}
