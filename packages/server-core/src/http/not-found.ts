import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import findMyWay, { type HTTPMethod } from 'find-my-way';
import { errorDocument, JSON_API_MEDIA_TYPE } from '../jsonapi/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers at this path (none: nobody serves it). */
    allowedMethods(path: string): string[];
  }
}

/**
 * Keeps a second router beside Fastify's with every route's path, so that a request Fastify
 * cannot route can be told apart: a path that exists for other methods is a 405 with `Allow`,
 * not a 404. Only requests that already missed pay for the lookup.
 */
export function trackRouteMethods(app: FastifyInstance, options: { maxParamLength: number }): void {
  const router = findMyWay({ maxParamLength: options.maxParamLength });
  const registered = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (registered.has(key)) continue;
      registered.add(key);
      router.on(method.toUpperCase() as HTTPMethod, route.url, () => {});
    }
  });
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
  app.decorate('allowedMethods', (path: string) => {
    try {
      return methods.filter((method) => router.find(method, path) !== null);
    } catch {
      return [];
    }
  });
}

/** The path of a request without its query string. */
function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * The answer for a request no route takes: 405 with `Allow` when the path exists for other
 * methods, otherwise a JSON:API 404.
 */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const allowed = request.server.allowedMethods?.(pathOf(request.url)) ?? [];
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    return reply
      .code(405)
      .header('allow', allowed.join(', '))
      .type(JSON_API_MEDIA_TYPE)
      .send(
        errorDocument(
          405,
          'method_not_allowed',
          `Dit adres kan niet met ${request.method}; wel met ${allowed.join(', ')}.`,
        ),
      );
  }
  return reply
    .code(404)
    .type(JSON_API_MEDIA_TYPE)
    .send(errorDocument(404, 'route_not_found', 'Dit adres bestaat niet.'));
}
