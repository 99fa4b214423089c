import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from '@koers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_API_MEDIA_TYPE } from '../jsonapi/plugin';
import { rawRequest } from '../testing/raw-http';
import { type PublicRoutesServer, startPublicRoutesServer } from '../testing/test-server';
import { publicAccess } from './access';
import { COMPRESSION_THRESHOLD_BYTES, negotiateEncoding } from './compression';
import { pathParams, route } from './route';

// JSON:API answers above a small size go compressed to clients that take it, over real HTTP
// (node:http, which unlike fetch shows the bytes as they were sent).

/** A list document of `count` rows, as a backend sends it. */
function listDocument(count: number) {
  return {
    data: Array.from({ length: count }, (_, index) => ({
      type: 'themes',
      id: String(index),
      attributes: { name: `Thema ${index}`, description: 'Een thema met een beschrijving die wat ruimte inneemt.' },
    })),
    meta: { count },
  };
}

let server: PublicRoutesServer;
beforeAll(async () => {
  server = await startPublicRoutesServer((api) => {
    route(api, {
      method: 'GET',
      url: '/themes/:count',
      access: publicAccess,
      params: pathParams({ count: z.coerce.number().int().min(0).max(1000) }),
      async handler({ params }, reply) {
        return reply.jsonApi(listDocument(params.count));
      },
    });
  });
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${server.url}${path}`, headers, method);

const expected = JSON.stringify(listDocument(20));

describe('JSON:API answers compressed on the fly', () => {
  it('a page of 20 is larger than the threshold (else this test proves nothing)', () => {
    expect(Buffer.byteLength(expected)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
  });

  it('sends brotli to a client that takes brotli and gzip, with vary and the JSON:API type', async () => {
    const response = await get('/api/v1/themes/20', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['content-type']).toContain(JSON_API_MEDIA_TYPE);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(expected) / 3);
    expect(brotliDecompressSync(response.body).toString()).toBe(expected);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const response = await get('/api/v1/themes/20', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(expected);
  });

  it('sends it as it is to a client that takes no encoding, still with vary', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of cases) {
      const response = await get('/api/v1/themes/20', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(expected)));
      expect(response.body.toString()).toBe(expected);
    }
  });

  it('leaves a small answer and an error as they are', async () => {
    const small = await get('/api/v1/themes/1', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual(listDocument(1));
    const error = await get('/api/v1/themes/geen-getal', { 'accept-encoding': 'br, gzip' });
    expect(error.status).toBe(404);
    expect(error.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(error.body.toString()).errors[0].status).toBe('404');
  });

  it('answers HEAD with the headers of the compressed GET and no body', async () => {
    const get20 = await get('/api/v1/themes/20', { 'accept-encoding': 'br' });
    const head = await get('/api/v1/themes/20', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get20.body.length));
    expect(head.body.length).toBe(0);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', null],
    ['GZIP;Q=1', 'gzip'],
  ])('%s → %s', (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding);
  });
});
