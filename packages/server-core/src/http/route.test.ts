import cookie from '@fastify/cookie';
import { z } from '@koers/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createError } from '../jsonapi/errors';
import { jsonApiPlugin } from '../jsonapi/plugin';
import { accessPlugin, publicAccess } from './access';
import {
  linkParams,
  listQuery,
  pathParams,
  queryParams,
  relationshipBody,
  resourceBody,
  route,
  uuidParam,
} from './route';

const ID = '0190A5B2-7C3D-7E4F-8A9B-0C1D2E3F4A5B';
let app: FastifyInstance;
let lastError: Error | null = null;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(jsonApiPlugin);
  // Only public routes here: no request ever reaches the resolver.
  await app.register(accessPlugin, { resolver: { resolve: async () => ({ kind: 'anonymous' }) } });
  app.addHook('onError', async (_request, _reply, error) => {
    lastError = error;
  });
  route(app, {
    method: 'POST',
    url: '/things/:id',
    access: publicAccess,
    params: pathParams({ id: uuidParam }, () =>
      createError({ status: 404, code: 'x', detail: 'Dit ding bestaat niet.' }),
    ),
    query: listQuery({ include: ['owner'], filter: { colour: z.enum(['red', 'blue']) } }),
    body: resourceBody('things', z.object({ name: z.string().min(1, 'Vul een naam in.') })),
    async handler({ params, query, body, request }, reply) {
      return reply.jsonApi({
        data: null,
        meta: {
          id: params.id,
          include: [...query.include],
          colour: query.filter.colour ?? null,
          name: body.attributes.name,
          links: linkParams(request.query).toString(),
        },
      });
    },
  });
  route(app, {
    method: 'PUT',
    url: '/things/:id/relationships/parts',
    access: publicAccess,
    params: pathParams({ id: uuidParam }),
    query: queryParams({ token: z.string({ error: 'De link is onvolledig.' }).min(5, 'De link is onvolledig.') }),
    body: relationshipBody('parts', 'parts'),
    async handler({ body, query }, reply) {
      return reply.jsonApi({ data: null, meta: { parts: body, token: query.token } });
    },
  });
  route(app, {
    method: 'GET',
    url: '/boom',
    access: publicAccess,
    async handler() {
      await new Promise((resolve) => setTimeout(resolve, 1));
      throw new Error('kapot');
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const thing = (attributes: unknown, type = 'things') => ({ data: { type, attributes } });

describe('route: typed input declared once', () => {
  it('hands the handler its path, query and body parsed (the id lower-cased)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/things/${ID}?include=owner&filter[colour]=red&page[number]=2&user_context_id=u`,
      payload: thing({ name: 'Lamp' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({
      id: ID.toLowerCase(),
      include: ['owner'],
      colour: 'red',
      name: 'Lamp',
      links: 'include=owner&filter%5Bcolour%5D=red&user_context_id=u',
    });
  });

  it('answers a path that names nothing with the route’s 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/things/12', payload: thing({ name: 'Lamp' }) });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].detail).toBe('Dit ding bestaat niet.');
  });

  it('refuses unknown list parameters with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/things/${ID}?filter[size]=2`,
      payload: thing({ name: 'Lamp' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('invalid_filter');
  });

  it('answers a malformed document 400, a wrong type 409 and bad attributes 422 with a pointer', async () => {
    const malformed = await app.inject({ method: 'POST', url: `/things/${ID}`, payload: { name: 'Lamp' } });
    expect(malformed.statusCode).toBe(400);
    const wrongType = await app.inject({ method: 'POST', url: `/things/${ID}`, payload: thing({}, 'other') });
    expect(wrongType.statusCode).toBe(409);
    const invalid = await app.inject({ method: 'POST', url: `/things/${ID}`, payload: thing({ name: '' }) });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0]).toMatchObject({
      detail: 'Vul een naam in.',
      source: { pointer: '/data/attributes/name' },
    });
  });

  it('names a bad query parameter in a 400 and reads a relationship body', async () => {
    const url = `/things/${ID}/relationships/parts`;
    const payload = { data: [{ type: 'parts', id: 'p1' }] };
    const bad = await app.inject({ method: 'PUT', url: `${url}?token=abc`, payload });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ detail: 'De link is onvolledig.', source: { parameter: 'token' } });
    const good = await app.inject({ method: 'PUT', url: `${url}?token=abcdef`, payload });
    expect(good.json().meta).toEqual({ parts: ['p1'], token: 'abcdef' });
  });

  it('names the route in the stack trace of an error its handler throws', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(lastError?.stack).toContain('GET /boom');
  });
});
