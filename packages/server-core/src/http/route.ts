import type { Actor } from '@koers/shared';
import { plainText } from '@koers/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { SessionInfo } from '../auth/actor-resolver';
import { type ParsedResource, parseResourceBody, relationshipIds } from '../jsonapi/body';
import { pageLinks } from '../jsonapi/document';
import { type ApiError, badRequest, notFound } from '../jsonapi/errors';
import { type ListQuery, type ListQuerySpec, parseListQuery } from '../jsonapi/query';
import { UUID_PATTERN } from '../lib/ids';
import { type PolicyAccess, type RouteAccess, requireActor, requireSession, type SessionAccess } from './access';
import type { LimitKind } from './request-limits';

/**
 * Reads one part of a request (path, query string or body) into what the handler works with,
 * or throws the JSON:API error that part's bad input deserves. A route with an unusual part
 * writes its own (`{ read: (raw) => … }`) or wraps one of those below. (An object rather than a
 * bare function: TypeScript infers the handler's input types through it; and `read`, not
 * `parse`, so a bare Zod schema — whose errors would all become 422s — is not taken for one.)
 */
export type InputParser<T> = { read(raw: unknown): T };

type Shape = Record<string, z.ZodType>;
type Parsed<S extends Shape> = z.output<z.ZodObject<S>>;

/** A path id: a UUID in any case, handed on lower-cased; anything else names no row. */
export const uuidParam = plainText()
  .regex(UUID_PATTERN)
  .transform((value) => value.toLowerCase());

/**
 * Path parameters, each checked by its schema. A path that fails names nothing: 404 (with the
 * route's own error when it has a more specific text), so it never reaches a query.
 */
export function pathParams<S extends Shape>(
  shape: S,
  notFoundError: () => ApiError = notFound,
): InputParser<Parsed<S>> {
  const schema = z.object(shape);
  return {
    read(raw) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw notFoundError();
      return parsed.data;
    },
  };
}

/**
 * Named query parameters (beside `user_context_id`, which the access plugin reads): a value its
 * schema refuses is a 400 naming the parameter, with the schema's Dutch message.
 */
export function queryParams<S extends Shape>(shape: S): InputParser<Parsed<S>> {
  const schema = z.object(shape);
  return {
    read(raw) {
      const parsed = schema.safeParse(raw ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(issue?.message ?? 'Het verzoek is ongeldig.', String(issue?.path[0] ?? ''));
      }
      return parsed.data;
    },
  };
}

/** The JSON:API list parameters of `spec` (include, sort, filter, fields, page, `_count`, `_q`): 400 for anything else. */
export function listQuery<
  Filters extends Record<string, z.ZodType> = Record<never, z.ZodType>,
  SortKey extends string = never,
>(spec: ListQuerySpec<Filters, SortKey>): InputParser<ListQuery<Filters, SortKey>> {
  return { read: (raw) => parseListQuery((raw ?? {}) as Record<string, unknown>, spec) };
}

/** A JSON:API resource document of `type` whose attributes `schema` validates (400 / 409 / 422, see parseResourceBody). */
export function resourceBody<Schema extends z.ZodType>(
  type: string,
  schema: Schema,
): InputParser<ParsedResource<z.output<Schema>>> {
  return { read: (raw) => parseResourceBody(raw, type, schema) };
}

/** A relationship document `{ data: [{ type, id }] }` (PATCH …/relationships/<name>): its ids. */
export function relationshipBody(name: string, type: string): InputParser<string[]> {
  return { read: (raw) => relationshipIds({ [name]: raw ?? {} }, name, type) ?? [] };
}

/** The query string's parameters for paging links: every single-valued one but `page[…]`. */
export function linkParams(rawQuery: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((rawQuery ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && !key.startsWith('page[')) params.set(key, value);
  }
  return params;
}

/**
 * `links` of a list page: the request's own path (or `basePath`) and parameters, with other
 * page numbers.
 */
export function listLinks(
  request: FastifyRequest,
  page: { number: number; size: number },
  total: number | null,
  basePath = request.url.split('?')[0] ?? '',
) {
  return pageLinks(basePath, linkParams(request.query), page, total);
}

/** Who the handler acts for, by the route's access: policy routes get the actor, session routes the session. */
type AccessInput<Access extends RouteAccess> = Access extends PolicyAccess
  ? { actor: Actor; session: SessionInfo }
  : Access extends SessionAccess
    ? { session: SessionInfo }
    : Record<never, never>;

/** What a handler receives: its parsed input, who calls, and the request for the rest (ip, headers, cookies). */
export type RouteInput<Access extends RouteAccess, Params, Query, Body> = AccessInput<Access> & {
  params: Params;
  query: Query;
  body: Body;
  request: FastifyRequest;
};

export type RouteSpec<Access extends RouteAccess, Params, Query, Body> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: Access;
  params?: InputParser<Params>;
  query?: InputParser<Query>;
  body?: InputParser<Body>;
  /** The budget its requests spend (`http/request-limits`); writes spend `write`/`anonymous` unless they say. */
  limit?: LimitKind;
  /** Fastify route options a route needs beyond these (a larger body limit, its own error handler). */
  options?: Pick<RouteOptions, 'bodyLimit' | 'errorHandler'>;
  handler(input: RouteInput<Access, Params, Query, Body>, reply: FastifyReply): Promise<unknown>;
};

/**
 * Registers one route: its access (enforced by the access plugin before anything else), its
 * input parsed in the order path, query, body — each part by its parser, so the handler gets
 * them typed and never casts `request.params/query/body` — and the handler. The handler is named
 * after the route (`GET /dossier/:id`), so a stack trace says which route it ran in.
 */
export function route<Access extends RouteAccess, Params = undefined, Query = undefined, Body = undefined>(
  app: FastifyInstance,
  spec: RouteSpec<Access, Params, Query, Body>,
): void {
  const { method, url, access, handler } = spec;
  const accessInput = (request: FastifyRequest) =>
    (access.kind === 'policy'
      ? { actor: requireActor(request), session: requireSession(request) }
      : access.kind === 'session'
        ? { session: requireSession(request) }
        : {}) as AccessInput<Access>;
  const routeHandler = async (request: FastifyRequest, reply: FastifyReply) =>
    handler(
      {
        ...accessInput(request),
        params: spec.params ? spec.params.read(request.params) : (undefined as Params),
        query: spec.query ? spec.query.read(request.query) : (undefined as Query),
        body: spec.body ? spec.body.read(request.body) : (undefined as Body),
        request,
      },
      reply,
    );
  // The handler itself is renamed: its own frame (also after an await) then names the route.
  Object.defineProperty(handler, 'name', { value: `${method} ${url}` });
  app.route({
    ...spec.options,
    method,
    url,
    config: spec.limit ? { access, limit: spec.limit } : { access },
    handler: routeHandler,
  });
}
