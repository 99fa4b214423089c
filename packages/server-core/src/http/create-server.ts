import cookie from '@fastify/cookie';
import { isStorableText } from '@koers/shared';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ActorResolver } from '../auth/actor-resolver';
import type { Config } from '../config';
import { badRequest } from '../jsonapi/errors';
import { handleClientError, handleError, jsonApiPlugin } from '../jsonapi/plugin';
import { loggerOptions } from '../logger';
import { accessPlugin } from './access';
import { registerCompression } from './compression';
import { sendRouteNotFound, trackRouteMethods } from './not-found';
import { type RequestCounter, requestLimitsPlugin } from './request-limits';
import { drainOnClose } from './shutdown';
import { writeGuardPlugin } from './write-guard';

function hasUnstorableText(values: unknown): boolean {
  if (!values || typeof values !== 'object') return false;
  return Object.values(values).some((value) =>
    Array.isArray(value)
      ? value.some((item) => typeof item === 'string' && !isStorableText(item))
      : typeof value === 'string' && !isStorableText(value),
  );
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function that trusts the socket's peer
 * and the entries our own proxies appended (hop 0 is the peer): Fastify itself refuses to trust
 * anything for a bare number, because a client that reaches Koers directly could then pose as
 * any address; with a hop count the operator promises there is no such way in (README).
 */
function trustedProxies(value: Config['trustProxy']): false | string | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

const MAX_PARAM_LENGTH = 500;

/** Answers a request no route takes (the composition serves the web app's client routes here). */
export type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;

/**
 * Every backend starts from this: logging, size limits, JSON:API (for every error, including those
 * Fastify and Node raise before a route runs), compression, write guard, access control, request limits.
 */
export async function createServer(
  config: Config,
  options: {
    resolver: ActorResolver;
    /** Where the request limits count (the main backend's); a server without writes may go without. */
    requestCounter?: RequestCounter;
    logStream?: NodeJS.WritableStream;
    notFound?: NotFoundHandler;
  },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: config.maxBodyBytes,
    trustProxy: trustedProxies(config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: handleError,
    clientErrorHandler: handleClientError,
  });
  drainOnClose(app);
  trackRouteMethods(app, { maxParamLength: MAX_PARAM_LENGTH });
  app.setNotFoundHandler(options.notFound ?? sendRouteNotFound);
  await app.register(cookie);
  await app.register(jsonApiPlugin);
  registerCompression(app);
  // Text the database cannot store (NUL, half a surrogate pair) is refused in the address as
  // well as in bodies (the shared schemas), so no query ever fails on it.
  app.addHook('onRequest', async (request) => {
    if (hasUnstorableText(request.query) || hasUnstorableText(request.params)) {
      throw badRequest('Het adres bevat tekens die niet zijn toegestaan.', undefined, 'invalid_characters');
    }
  });
  const publicOrigin = new URL(config.publicUrl).origin;
  await app.register(writeGuardPlugin, { allowedOrigins: [publicOrigin, ...config.allowedOrigins] });
  await app.register(accessPlugin, { resolver: options.resolver });
  // After access (whose budget a request spends depends on who calls), before any body is read.
  if (options.requestCounter) {
    await app.register(requestLimitsPlugin, { counter: options.requestCounter, budgets: config.requestBudgets });
  }
  return app;
}
