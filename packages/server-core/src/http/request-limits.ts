import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken } from '../auth/tokens';
import { createError } from '../jsonapi/errors';
import type { LimitKind, RequestBudgets } from './request-budgets';

export type { LimitKind, RequestBudgets } from './request-budgets';

/** The counters, shared by every instance (the main backend keeps them in PostgreSQL). */
export type RequestCounter = {
  /** Counts one request under `keyHash` and returns its number within the window (one atomic statement). */
  hit(keyHash: string, windowSeconds: number, now: Date): Promise<{ hits: number; windowEndsAt: Date }>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The budget this route's requests spend (writes default to `write` or `anonymous`). */
    limit?: LimitKind;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The budget a request spends from, or null when it is not counted (reads). */
function kindOf(request: FastifyRequest): LimitKind | null {
  const declared = request.routeOptions.config.limit;
  if (declared) return declared;
  if (!WRITES.has(request.method)) return null;
  return request.session ? 'write' : 'anonymous';
}

/** Whose budget: the user context acting, else the logged-in person, else the client address. */
function ownerOf(request: FastifyRequest): string {
  if (request.actor) return `context:${request.actor.userContextId}`;
  if (request.session) return `user:${request.session.userId}`;
  return `address:${request.ip}`;
}

export function tooManyRequests(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'seconde' : 'seconden'}`
      : `${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`;
  return createError({
    status: 429,
    code: 'rate_limit.exceeded',
    detail: `Je doet dit te vaak kort na elkaar. Probeer het over ${wait} opnieuw.`,
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/**
 * Counts every write (and every route that declares a budget) against its owner's budget once
 * the access plugin knows who calls, before the body is read or the route runs: past the limit,
 * 429 with `Retry-After` and a Dutch JSON:API error.
 */
export const requestLimitsPlugin = fp(
  async (app: FastifyInstance, options: { counter: RequestCounter; budgets: RequestBudgets }) => {
    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.routeOptions.config.access === undefined) return;
      const kind = kindOf(request);
      if (!kind) return;
      const budget = options.budgets[kind];
      const now = new Date();
      const { hits, windowEndsAt } = await options.counter.hit(
        hashToken(`limit:${kind}\u0000${ownerOf(request)}`),
        budget.windowSeconds,
        now,
      );
      if (hits > budget.limit) {
        throw tooManyRequests(Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000)));
      }
    });
  },
  { name: 'koers-request-limits', dependencies: ['koers-access'] },
);
