import { publicAccess, requireSession, sessionAccess } from '@koers/server-core/http/access';
import { parseResourceBody } from '@koers/server-core/jsonapi/body';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { forbidden, unauthenticated } from '@koers/server-core/jsonapi/errors';
import { JSON_API_MEDIA_TYPE } from '@koers/server-core/jsonapi/plugin';
import { isUuid } from '@koers/server-core/lib/ids';
import { sessionCreateSchema } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { buildActor } from '../user-contexts/actor';
import { serializeUserContext } from '../user-contexts/user-contexts.serializer';
import { createUsersRepository } from '../users/users.repository';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { sessionDocument } from './sessions.serializer';
import {
  contextFactsFor,
  contextFactsForUser,
  createSession,
  deleteSession,
  findLiveSession,
} from './sessions.service';

export const sessionsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const settings = { idleMinutes: ctx.config.sessionIdleMinutes, absoluteHours: ctx.config.sessionAbsoluteHours };
  const cookieSettings = { secure: ctx.config.nodeEnv === 'production', absoluteHours: settings.absoluteHours };

  app.post('/session', { config: { access: publicAccess } }, async (request, reply) => {
    const { attributes } = parseResourceBody(request.body, 'sessions', sessionCreateSchema);
    const { token, session, contexts } = await createSession({
      db,
      credentials: attributes,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      settings,
    });
    setSessionCookie(reply, token, cookieSettings);
    const user = await createUsersRepository(db).findById(session.userId);
    if (!user) throw unauthenticated();
    return reply.jsonApi(sessionDocument(session, user, contexts), 201);
  });

  app.get('/session', { config: { access: sessionAccess } }, async (request, reply) => {
    const info = requireSession(request);
    const session = await findLiveSession(db, request.sessionToken ?? '', settings);
    const user = await createUsersRepository(db).findById(info.userId);
    if (!session || !user) throw unauthenticated();
    const contexts = await contextFactsForUser(db, user.id, info.mfaVerified);
    return reply.jsonApi(sessionDocument(session, user, contexts));
  });

  app.delete('/session', { config: { access: sessionAccess } }, async (request, reply) => {
    await deleteSession(db, requireSession(request).id);
    clearSessionCookie(reply, cookieSettings);
    return reply.code(204).send();
  });

  // The vacancies service asks this when it runs in its own process (createRemoteActorResolver).
  app.get('/session/actor', { config: { access: sessionAccess } }, async (request, reply) => {
    const info = requireSession(request);
    const query = request.query as Record<string, unknown>;
    const userContextId = typeof query.user_context_id === 'string' ? query.user_context_id : null;
    let actor = null;
    if (userContextId !== null) {
      const facts = isUuid(userContextId)
        ? await contextFactsFor(db, info.userId, userContextId, info.mfaVerified)
        : null;
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
  });

  app.get('/my/user_contexts', { config: { access: sessionAccess } }, async (request, reply) => {
    const info = requireSession(request);
    const contexts = await contextFactsForUser(db, info.userId, info.mfaVerified);
    return reply.jsonApi(
      document(
        contexts.map((facts) => serializeUserContext(facts)),
        { meta: { count: contexts.length } },
      ),
    );
  });
};
