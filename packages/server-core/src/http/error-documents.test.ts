import net from 'node:net';
import { z } from '@koers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_API_MEDIA_TYPE } from '../jsonapi/plugin';
import { type PublicRoutesServer, startPublicRoutesServer } from '../testing/test-server';
import { publicAccess } from './access';
import { pathParams, resourceBody, route } from './route';

// Every error a backend sends is a JSON:API document with a Dutch detail, also those that
// Fastify and Node's HTTP parser raise before any route runs. Public routes only: no sessions.

let server: PublicRoutesServer;
beforeAll(async () => {
  server = await startPublicRoutesServer((api) => {
    route(api, {
      method: 'GET',
      url: '/themes/:name',
      access: publicAccess,
      params: pathParams({ name: z.string() }),
      async handler({ params }, reply) {
        return reply.jsonApi({ data: { type: 'themes', id: params.name, attributes: {} } });
      },
    });
    route(api, {
      method: 'POST',
      url: '/themes',
      access: publicAccess,
      body: resourceBody('themes', z.object({ name: z.string() })),
      async handler(_input, reply) {
        return reply.code(204).send();
      },
    });
  });
});
afterAll(() => server.close());

async function expectErrorDocument(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain(JSON_API_MEDIA_TYPE);
  const body = (await response.json()) as { errors: Array<Record<string, string>> };
  expect(body.errors).toHaveLength(1);
  const error = body.errors[0] ?? {};
  expect(error).toMatchObject({ status: String(status), code: expect.any(String) });
  // Dutch, not Fastify's English message.
  expect(error.detail).toMatch(/\b(het|dit|de|je)\b/i);
  expect(error.title).not.toMatch(/Bad Request|Not Found|Method Not Allowed/);
  return error;
}

const writeHeaders = { origin: 'http://localhost:3000', 'x-frontend-host': 'localhost:3000' };

describe('errors raised before a route runs are JSON:API documents with a Dutch detail', () => {
  it('a badly encoded address is a 400', async () => {
    const error = await expectErrorDocument(await fetch(`${server.url}/api/v1/themes/%%%`), 400);
    expect(error.detail).toBe('Het adres is ongeldig: het bevat een onjuist gecodeerd teken.');
  });

  it('a path parameter past its length is a 414', async () => {
    const error = await expectErrorDocument(await fetch(`${server.url}/api/v1/themes/${'a'.repeat(5_000)}`), 414);
    expect(error.detail).toBe('Het adres is te lang.');
  });

  it('headers larger than Node accepts are a 431', async () => {
    const response = await fetch(`${server.url}/api/v1/themes/blauw`, {
      headers: { 'x-opvulling': 'a'.repeat(20_000) },
    });
    await expectErrorDocument(response, 431);
  });

  it('a request Node cannot parse is a 400 on the socket', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(server.port, '127.0.0.1', () => socket.write('DIT IS GEEN HTTP\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain(`Content-Type: ${JSON_API_MEDIA_TYPE}`);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body.errors[0]).toMatchObject({ status: '400', detail: 'Het verzoek is onleesbaar.' });
  });

  it('an unsupported media type is a 415', async () => {
    const response = await fetch(`${server.url}/api/v1/themes`, {
      method: 'POST',
      headers: { ...writeHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'naam=blauw',
    });
    await expectErrorDocument(response, 415);
  });

  it('a text/plain body is a 415 too, not a string the route then refuses', async () => {
    const response = await fetch(`${server.url}/api/v1/themes`, {
      method: 'POST',
      headers: { ...writeHeaders, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ data: { type: 'themes', attributes: { name: 'blauw' } } }),
    });
    const error = await expectErrorDocument(response, 415);
    expect(error.detail).toBe('Dit formaat wordt niet ondersteund; stuur application/vnd.api+json.');
  });

  it('a body over the limit is a 413', async () => {
    const response = await fetch(`${server.url}/api/v1/themes`, {
      method: 'POST',
      headers: { ...writeHeaders, 'content-type': JSON_API_MEDIA_TYPE },
      body: JSON.stringify({ data: { type: 'themes', attributes: { name: 'a'.repeat(3_000_000) } } }),
    });
    const error = await expectErrorDocument(response, 413);
    expect(error.detail).toBe('Het verzoek is te groot.');
  });

  it('a method the path does not take is a 405 that names the ones it does', async () => {
    const response = await fetch(`${server.url}/api/v1/themes/blauw`, { method: 'DELETE', headers: writeHeaders });
    const error = await expectErrorDocument(response, 405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(error.detail).toBe('Dit adres kan niet met DELETE; wel met GET, HEAD.');
  });

  it('a path nobody serves is a 404, for any method', async () => {
    await expectErrorDocument(await fetch(`${server.url}/api/v1/bestaat-niet`), 404);
    await expectErrorDocument(
      await fetch(`${server.url}/api/v1/bestaat-niet`, { method: 'PATCH', headers: writeHeaders }),
      404,
    );
  });
});

describe('HEAD works wherever GET does', () => {
  it('answers HEAD of a GET route with its status and headers and no body', async () => {
    const get = await fetch(`${server.url}/api/v1/themes/blauw`);
    const head = await fetch(`${server.url}/api/v1/themes/blauw`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });
});
