import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadConfig } from '@koers/server-core/config';
import { rawRequest } from '@koers/server-core/testing/raw-http';
import { openTestDatabase, type TestDatabase } from '@koers/server-core/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { precompressWebBuild } from './web-assets';

// The built web app as the server serves it: files from the build, index.html for client routes.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-web-'));
fs.mkdirSync(path.join(webDir, 'assets'));
// As large as the real ones: above the size from which answers are compressed.
const indexHtml = `<!doctype html><html lang="nl"><title>Koers</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</html>`;
const appJs = Array.from({ length: 200 }, (_, index) => `console.log("koers ${index}");`).join('\n');
fs.writeFileSync(path.join(webDir, 'index.html'), indexHtml);
fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js'), appJs);
fs.writeFileSync(path.join(webDir, 'assets', 'klein-123.js'), 'console.log("koers")');
fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Koers"}');

type ErrorBody = { errors: Array<{ code: string; detail: string }> };

let app: FastifyInstance;
let database: TestDatabase;
let url: string;
beforeAll(async () => {
  // What the build does after vite (web-build.ts): brotli and gzip beside every large enough file.
  await precompressWebBuild(webDir);
  database = await openTestDatabase(inject('koersTemplate'));
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(webDir, 'data') }),
    database,
    serveWeb: true,
    webDistDir: webDir,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await database.dispose();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/login', '/dossiers/123/profile/general', '/pagina-die-niet-bestaat'])(
    'answers the client route %s with index.html, never cached',
    async (route) => {
      const response = await fetch(`${url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Koers</title>');
    },
  );

  it('sends a Content-Security-Policy that runs only the app’s own scripts and forbids framing', async () => {
    const response = await fetch(`${url}/login`);
    const policy = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...values]) => [name, values]),
    );
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // Images: Koers's own and the map tiles' one host; connections: its own origin's API and socket.
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:3000']);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves hashed assets as immutable and other build files as they are', async () => {
    const asset = await fetch(`${url}/assets/app-123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Its name stays the same across builds: the browser asks again before using its copy.
    const manifest = await fetch(`${url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.text()).toContain('Koers');
  });

  it('keeps JSON:API 404s for unknown API paths, missing assets and writes', async () => {
    const api = await fetch(`${url}/api/v1/bestaat-niet`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/vnd.api+json');
    // An old page asking for an asset of a previous build gets a 404, not index.html as script.
    const asset = await fetch(`${url}/assets/app-oud.js`);
    expect(asset.status).toBe(404);
    expect(asset.headers.get('content-type')).toContain('application/vnd.api+json');
    const write = await fetch(`${url}/login`, { method: 'POST' });
    expect(write.status).toBe(404);
    expect(((await write.json()) as ErrorBody).errors[0]?.detail).toBe('Dit adres bestaat niet.');
  });

  it('answers HEAD wherever GET answers: client routes, assets, the API', async () => {
    for (const route of ['/dossiers', '/assets/app-123.js', '/api/v1/config']) {
      const get = await fetch(`${url}${route}`);
      const head = await fetch(`${url}${route}`, { method: 'HEAD' });
      expect(head.status, route).toBe(200);
      expect(head.headers.get('content-type'), route).toBe(get.headers.get('content-type'));
      expect(await head.text(), route).toBe('');
    }
  });

  it('answers a method a path does not take with a JSON:API 405 naming the ones it does', async () => {
    const response = await fetch(`${url}/api/v1/config`, {
      method: 'DELETE',
      headers: { origin: url, 'x-frontend-host': new URL(url).host },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(((await response.json()) as ErrorBody).errors[0]?.code).toBe('method_not_allowed');
  });
});

const raw = (route: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${url}${route}`, headers, method);

describe('compressed serving', () => {
  it('wrote brotli and gzip beside the large asset at build time, not beside the small one', () => {
    expect(fs.existsSync(path.join(webDir, 'assets', 'app-123.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(webDir, 'assets', 'app-123.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(webDir, 'assets', 'klein-123.js.br'))).toBe(false);
  });

  it('sends a built asset in brotli to a browser that takes it, as built, immutable', async () => {
    const response = await raw('/assets/app-123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.equals(fs.readFileSync(path.join(webDir, 'assets', 'app-123.js.br')))).toBe(true);
    expect(brotliDecompressSync(response.body).toString()).toBe(appJs);
  });

  it('sends gzip to a browser that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await raw('/assets/app-123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(appJs);
    const neither: Array<Record<string, string>> = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of neither) {
      const plain = await raw('/assets/app-123.js', headers);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      expect(plain.headers['content-type']).toContain('javascript');
      expect(plain.body.toString()).toBe(appJs);
    }
    // A file without compressed siblings goes as it is, whatever the browser takes.
    const small = await raw('/assets/klein-123.js', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log("koers")');
  });

  it('answers HEAD of an asset with the headers of the GET and no body', async () => {
    const get = await raw('/assets/app-123.js', { 'accept-encoding': 'br' });
    const head = await raw('/assets/app-123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.body.length).toBe(0);
  });

  it('answers 304 to a browser that has the same encoding of the asset already', async () => {
    const first = await raw('/assets/app-123.js', { 'accept-encoding': 'br' });
    expect(first.headers.etag).toBeTruthy();
    const again = await raw('/assets/app-123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another encoding is another entity, with another validator.
    const gzip = await raw('/assets/app-123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).not.toBe(first.headers.etag);
  });

  it('compresses index.html of a client route on the fly, never cached', async () => {
    const response = await raw('/dossiers', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.body).toString()).toBe(indexHtml);
    const gzip = await raw('/dossiers', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(indexHtml);
    const plain = await raw('/dossiers');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(indexHtml);
  });
});
