import { publicAccess, sessionAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import {
  accountUpdateSchema,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  passwordChangeSchema,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { serializeAccount, serializeOwnSession } from './account.serializer';
import {
  changePassword,
  confirmEmailChange,
  endSession,
  endSessionsElsewhere,
  listOwnSessions,
  readAccount,
  renameAccount,
  requestEmailChange,
} from './account.service';

/**
 * Mijn account (`/settings/personal`): one's own name, login address, password and sessions.
 * Session-level like the second factor, so the extra-security wall never stands before them
 * (SPEC §2.1): a person who does not meet a requirement can still put their account in order.
 */
export const accountRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readAccountRoute(app, ctx);
  updateAccountRoute(app, ctx);
  requestEmailChangeRoute(app, ctx);
  confirmEmailChangeRoute(app, ctx);
  changePasswordRoute(app, ctx);
  listSessionsRoute(app, ctx);
  endOtherSessionsRoute(app, ctx);
  endSessionRoute(app, ctx);
};

function readAccountRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/my/account',
    access: sessionAccess,
    async handler({ session }, reply) {
      return reply.jsonApi(document(serializeAccount(await readAccount(db, session.userId))));
    },
  });
}

function updateAccountRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/my/account',
    access: sessionAccess,
    body: resourceBody('accounts', accountUpdateSchema),
    async handler({ session, body }, reply) {
      const account = await renameAccount(db, session.userId, body.attributes.name);
      return reply.jsonApi(document(serializeAccount(account)));
    },
  });
}

function requestEmailChangeRoute(app: FastifyInstance, ctx: AppContext) {
  route(app, {
    method: 'POST',
    url: '/my/email_change',
    access: sessionAccess,
    body: resourceBody('email_changes', emailChangeRequestSchema),
    async handler({ session, body, request }, reply) {
      const account = await requestEmailChange({
        db: ctx.database.db,
        mailer: ctx.mailer,
        userId: session.userId,
        email: body.attributes.email,
        currentPassword: body.attributes.currentPassword,
        ip: request.ip,
        publicUrl: ctx.config.publicUrl,
      });
      return reply.jsonApi(document(serializeAccount(account)), 201);
    },
  });
}

// The token travels in the body, never in a path or query, so it stays out of access logs.
function confirmEmailChangeRoute(app: FastifyInstance, ctx: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/email_change',
    access: publicAccess,
    body: resourceBody('email_changes', emailChangeConfirmSchema),
    async handler({ body }, reply) {
      await confirmEmailChange({ db: ctx.database.db, mailer: ctx.mailer, token: body.attributes.token });
      return reply.code(204).send();
    },
  });
}

function changePasswordRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/my/password',
    access: sessionAccess,
    body: resourceBody('passwords', passwordChangeSchema),
    async handler({ session, body, request }, reply) {
      await changePassword({
        db,
        userId: session.userId,
        sessionId: session.id,
        currentPassword: body.attributes.currentPassword,
        password: body.attributes.password,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  });
}

function listSessionsRoute(app: FastifyInstance, ctx: AppContext) {
  const settings = { idleMinutes: ctx.config.sessionIdleMinutes, absoluteHours: ctx.config.sessionAbsoluteHours };
  route(app, {
    method: 'GET',
    url: '/my/sessions',
    access: sessionAccess,
    async handler({ session }, reply) {
      const sessions = await listOwnSessions(ctx.database.db, session.userId, session.id, settings);
      return reply.jsonApi(document(sessions.map(serializeOwnSession), { meta: { count: sessions.length } }));
    },
  });
}

/** Overal uitloggen: the person's other sessions end; this one stays. */
function endOtherSessionsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/my/sessions',
    access: sessionAccess,
    async handler({ session }, reply) {
      await endSessionsElsewhere(db, session.userId, session.id);
      return reply.code(204).send();
    },
  });
}

function endSessionRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/my/sessions/:id',
    access: sessionAccess,
    params: pathParams({ id: uuidParam }, () => notFound('Deze sessie bestaat niet (meer).')),
    async handler({ session, params }, reply) {
      await endSession(db, session.userId, session.id, params.id);
      return reply.code(204).send();
    },
  });
}
