import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createError } from '../jsonapi/errors';

export const FRONTEND_HOST_HEADER = 'x-frontend-host';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(request: FastifyRequest): string | null {
  const host = request.headers.host;
  if (!host) return null;
  return `${request.protocol}://${host}`;
}

/**
 * Cross-site request forgery guard: a state-changing request must come from our own web app,
 * which always sends the frontend host header and a same-origin `Origin`.
 */
export const writeGuardPlugin = fp(
  async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
    const allowed = new Set(options.allowedOrigins.map((origin) => origin.toLowerCase()));
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || request.is404) return;
      if (request.routeOptions.config.access === undefined) return;
      const frontendHost = request.headers[FRONTEND_HOST_HEADER];
      if (typeof frontendHost !== 'string' || frontendHost.trim() === '') {
        throw createError({
          status: 403,
          code: 'csrf.frontend_host_missing',
          detail: 'Dit verzoek mist de kop X-Frontend-Host en wordt daarom geweigerd.',
        });
      }
      const origin = request.headers.origin?.toLowerCase();
      const own = ownOrigin(request)?.toLowerCase();
      if (!origin || (origin !== own && !allowed.has(origin))) {
        throw createError({
          status: 403,
          code: 'csrf.origin_mismatch',
          detail: 'Dit verzoek komt niet van de Koers-website en wordt daarom geweigerd.',
        });
      }
    });
  },
  { name: 'koers-write-guard' },
);
