import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@koers/server-core/config';
import { openTestDatabase, type TestDatabase } from '@koers/server-core/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';

// The built web app as the server serves it: files from the build, index.html for client routes.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-web-'));
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="nl"><title>Koers</title></html>');
fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js'), 'console.log("koers")');
fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Koers"}');

type ErrorBody = { errors: Array<{ code: string; detail: string }> };

let app: FastifyInstance;
let database: TestDatabase;
let url: string;
beforeAll(async () => {
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
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves hashed assets as immutable and other build files as they are', async () => {
    const asset = await fetch(`${url}/assets/app-123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const manifest = await fetch(`${url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
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
