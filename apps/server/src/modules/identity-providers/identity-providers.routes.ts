import { policyAccess, publicAccess } from '@koers/server-core/http/access';
import { pathParams, queryParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { identityProviderSchema, plainText, securitySettingsPolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { setSessionCookie } from '../sessions/session-cookie';
import { identityProviderErrors } from './identity-providers.errors';
import { serializeIdentityProvider } from './identity-providers.serializer';
import {
  CALLBACK_PATH,
  finishProviderLogin,
  identityProviderOf,
  ProviderLoginError,
  saveIdentityProvider,
  startProviderLogin,
} from './identity-providers.service';

const organizationParams = pathParams({ organizationId: uuidParam }, () =>
  notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.'),
);
const PENDING_COOKIE = 'koers_oidc';
const access = policyAccess('identityProvider.manage', securitySettingsPolicy.view);

/** The organisation's OpenID Connect identity provider: its settings and logging in through it. */
export const identityProvidersRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readIdentityProviderRoute(app, ctx);
  saveIdentityProviderRoute(app, ctx);
  startProviderLoginRoute(app, ctx);
  finishProviderLoginRoute(app, ctx);
};

function ownOrganization(actorOrganizationId: string, organizationId: string) {
  if (actorOrganizationId !== organizationId) {
    throw notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
  }
}

/** GET organization/{id}/identity_provider: the settings, or `data: null` when none is set. */
function readIdentityProviderRoute(app: FastifyInstance, { database: { db }, config }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/identity_provider',
    access,
    params: organizationParams,
    async handler({ actor, params }, reply) {
      ownOrganization(actor.organizationId, params.organizationId);
      const row = await identityProviderOf(db, actor.organizationId);
      return reply.jsonApi(document(row ? serializeIdentityProvider(row, config) : null));
    },
  });
}

/** PATCH organization/{id}/identity_provider: saved only when discovery succeeds (422 on issuer otherwise). */
function saveIdentityProviderRoute(app: FastifyInstance, { database: { db }, config }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/organization/:organizationId/identity_provider',
    access,
    params: organizationParams,
    body: resourceBody('identity_providers', identityProviderSchema),
    async handler({ actor, params, body }, reply) {
      ownOrganization(actor.organizationId, params.organizationId);
      const row = await saveIdentityProvider({ db, config, actor, attributes: body.attributes });
      return reply.jsonApi(document(serializeIdentityProvider(row, config)));
    },
  });
}

function loginFailed(reply: FastifyReply, reason: string) {
  return reply.redirect(`/login?identityProviderError=${reason}`, 302);
}

/** GET identity_providers/{id}/login: off to the provider (authorization code with PKCE). */
function startProviderLoginRoute(app: FastifyInstance, { database: { db }, config }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/identity_providers/:id/login',
    access: publicAccess,
    params: pathParams({ id: uuidParam }, identityProviderErrors.notFound),
    async handler({ params }, reply) {
      let start: Awaited<ReturnType<typeof startProviderLogin>>;
      try {
        start = await startProviderLogin({ db, config, providerId: params.id });
      } catch (error) {
        if ((error as { status?: number }).status === 404) throw error;
        return loginFailed(reply, 'failed');
      }
      reply.setCookie(PENDING_COOKIE, start.pending, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.nodeEnv === 'production',
        path: CALLBACK_PATH,
        maxAge: start.maxAgeSeconds,
      });
      return reply.redirect(start.url, 302);
    },
  });
}

/** GET identity_provider/callback: back from the provider; a session, or the login page with the reason. */
function finishProviderLoginRoute(app: FastifyInstance, { database: { db }, config }: AppContext) {
  const optional = plainText().max(4000).optional().catch(undefined);
  route(app, {
    method: 'GET',
    url: '/identity_provider/callback',
    access: publicAccess,
    query: queryParams({ code: optional, state: optional, error: optional }),
    async handler({ request }, reply) {
      reply.clearCookie(PENDING_COOKIE, { path: CALLBACK_PATH });
      try {
        const { token } = await finishProviderLogin({
          db,
          config,
          pending: request.cookies[PENDING_COOKIE],
          callback: new URL(request.url, config.publicUrl),
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          host: request.host,
          settings: { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours },
        });
        setSessionCookie(reply, token, {
          secure: config.nodeEnv === 'production',
          absoluteHours: config.sessionAbsoluteHours,
        });
        return reply.redirect('/', 302);
      } catch (error) {
        if (error instanceof ProviderLoginError) return loginFailed(reply, error.reason);
        throw error;
      }
    },
  });
}
