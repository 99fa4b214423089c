import { timingSafeEqual } from 'node:crypto';
import type { Actor, ActorPolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type ActorResolver, SESSION_COOKIE, type SessionInfo } from '../auth/actor-resolver';
import { badRequest, createError, forbidden, unauthenticated } from '../jsonapi/errors';
import { isUuid } from '../lib/ids';

/**
 * Who may call a route. Every route declares one in `config.access`:
 * - `public`: anyone, no session;
 * - `session`: a logged-in person, no user context (login bookkeeping, the context list);
 * - `policy`: a user context of the logged-in person (`user_context_id`) that the policy admits;
 * - `service`: another Koers service presenting the installation's SERVICE_TOKEN as a bearer token.
 */
export type RouteAccess = PublicAccess | SessionAccess | PolicyAccess | ServiceAccess;
export type PublicAccess = { kind: 'public' };
export type ServiceAccess = { kind: 'service'; token: string };
export type SessionAccess = { kind: 'session' };
export type PolicyAccess = {
  kind: 'policy';
  policy: ActorPolicy;
  name: string;
  allowWithoutSubscription?: boolean;
  skipAuthenticationRequirements?: boolean;
};

export const publicAccess: PublicAccess = { kind: 'public' };
export const sessionAccess: SessionAccess = { kind: 'session' };
export const serviceAccess = (token: string): ServiceAccess => ({ kind: 'service', token });

/** Whether the request carries `token` as its bearer token; compared in constant time. */
function presentsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const presented = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** A route gate: the actor must satisfy `policy`; `name` appears in the route listing. */
export function policyAccess(
  name: string,
  policy: ActorPolicy,
  options: { allowWithoutSubscription?: boolean; skipAuthenticationRequirements?: boolean } = {},
): PolicyAccess {
  return { kind: 'policy', policy, name, ...options };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    session: SessionInfo | null;
    actor: Actor | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    routeAccessList(): RouteListing[];
  }
}

export type RouteListing = { method: string; url: string; access: string | null };

/**
 * Registers a third-party plugin (static files, say) whose routes cannot declare access
 * themselves: every route it adds gets `access`.
 */
export async function registerWithAccess<Options>(
  app: FastifyInstance,
  access: RouteAccess,
  plugin: FastifyPluginAsync<NonNullable<Options>> | FastifyPluginCallback<NonNullable<Options>>,
  options: NonNullable<Options>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), access };
    });
    await scope.register(plugin, options);
  });
}

function describe(access: RouteAccess | undefined): string | null {
  if (!access) return null;
  if (access.kind === 'policy') return `policy:${access.name}`;
  return access.kind;
}

/** The actor of a request whose route declares a policy; the guard has already checked it. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

export function requireSession(request: FastifyRequest): SessionInfo {
  if (!request.session) throw unauthenticated();
  return request.session;
}

function userContextIdOf(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.user_context_id ?? query?.requester;
  if (value === undefined) return null;
  if (!isUuid(value)) {
    throw badRequest('De parameter user_context_id is ongeldig.', 'user_context_id');
  }
  return value;
}

/**
 * What a policy route demands of a resolved actor, in order: an active subscription (unless the
 * route or the actor is exempt), the organisation's authentication requirements met, then the
 * route's policy. Throws the 403 the first unmet one gives. The realtime endpoint admits sockets
 * by the same rule.
 */
export function admitActor(actor: Actor, access: PolicyAccess): void {
  const exempt = access.allowWithoutSubscription || actor.userType === 'maintainer' || actor.rights.administrator;
  if (!actor.subscriptionActive && !exempt) {
    throw createError({
      status: 403,
      code: 'subscription.inactive',
      detail:
        'Deze omgeving is op dit moment niet beschikbaar. Neem contact op met je contactpersoon of de beheerder van je organisatie.',
    });
  }
  if (!actor.authenticationRequirementsMet && !access.skipAuthenticationRequirements) {
    throw createError({
      status: 403,
      code: 'authentication_requirements.unmet',
      detail: 'Je organisatie stelt extra eisen aan beveiliging waaraan je nog niet voldoet.',
    });
  }
  if (!access.policy(actor)) throw forbidden();
}

/**
 * Enforces each route's declared access before anything else runs. A route without a
 * declaration is refused (fail closed); `routeAccessList()` lists every route for the test
 * that keeps it that way.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, options: { resolver: ActorResolver }) => {
    // Route options are kept, not copied: a later onRoute hook may still set their access.
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    app.decorate('routeAccessList', () =>
      routes.flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method])
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ method, url: route.url, access: describe(route.config?.access) })),
      ),
    );
    app.decorateRequest('session', null);
    app.decorateRequest('actor', null);
    app.decorateRequest('sessionToken', null);

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      if (!access) throw forbidden('Deze route heeft geen toegangsregel.');
      if (access.kind === 'public') return;
      if (access.kind === 'service') {
        if (!presentsToken(request, access.token)) throw unauthenticated();
        return;
      }

      const token = request.cookies?.[SESSION_COOKIE] ?? null;
      if (!token) throw unauthenticated();
      request.sessionToken = token;
      const userContextId = access.kind === 'policy' ? userContextIdOf(request) : null;
      if (access.kind === 'policy' && !userContextId) {
        throw badRequest(
          'Geef met user_context_id aan namens welke gebruikerscontext je dit doet.',
          'user_context_id',
          'user_context_required',
        );
      }
      const resolution = await options.resolver.resolve(token, userContextId);
      if (resolution.kind === 'anonymous') throw unauthenticated();
      request.session = resolution.session;
      if (access.kind === 'session') return;
      if (resolution.kind !== 'actor') throw forbidden('Deze gebruikerscontext hoort niet bij jouw account.');
      const actor = resolution.actor;
      request.actor = actor;
      admitActor(actor, access);
    });
  },
  { name: 'koers-access', dependencies: ['@fastify/cookie'] },
);
