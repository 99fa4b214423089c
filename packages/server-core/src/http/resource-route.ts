import type { FastifyInstance } from 'fastify';
import { document, type Resource } from '../jsonapi/document';
import type { RouteAccess } from './access';
import { type RouteInput, type RouteSpec, route } from './route';

/**
 * A route whose answer is one resource, the commonest shape of the API: `run` does the work with
 * the parsed input (one service call, as routes stay thin) and `serialize` turns its result into
 * the JSON:API resource, answered with `status` (200 unless told).
 */
export function resourceRoute<
  Access extends RouteAccess,
  Result,
  Params = undefined,
  Query = undefined,
  Body = undefined,
>(
  app: FastifyInstance,
  spec: Omit<RouteSpec<Access, Params, Query, Body>, 'handler'> & {
    status?: 200 | 201;
    run(input: RouteInput<Access, Params, Query, Body>): Promise<Result>;
    serialize(result: Result, input: RouteInput<Access, Params, Query, Body>): Resource;
  },
): void {
  const { run, serialize, status = 200, ...rest } = spec;
  route(app, {
    ...rest,
    async handler(input, reply) {
      return reply.jsonApi(document(serialize(await run(input), input)), status);
    },
  });
}

/**
 * A route whose answer is a whole list (not paged): `run` gives the items, `serialize` makes each
 * a resource, and `meta.count` says how many there are.
 */
export function resourceListRoute<
  Access extends RouteAccess,
  Item,
  Params = undefined,
  Query = undefined,
  Body = undefined,
>(
  app: FastifyInstance,
  spec: Omit<RouteSpec<Access, Params, Query, Body>, 'handler'> & {
    run(input: RouteInput<Access, Params, Query, Body>): Promise<Item[]>;
    serialize(item: Item, input: RouteInput<Access, Params, Query, Body>): Resource;
  },
): void {
  const { run, serialize, ...rest } = spec;
  route(app, {
    ...rest,
    async handler(input, reply) {
      const items = await run(input);
      return reply.jsonApi(
        document(
          items.map((item) => serialize(item, input)),
          { meta: { count: items.length } },
        ),
      );
    },
  });
}
