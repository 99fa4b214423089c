import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ActorResolver } from '../auth/actor-resolver';
import { type Config, loadConfig } from '../config';
import { createServer } from '../http/create-server';
import { ApiClient } from './api-client';

export type TestServer = {
  app: FastifyInstance;
  url: string;
  config: Config;
  /** A fresh browser-like client with its own cookie jar. */
  client(): ApiClient;
  close(): Promise<void>;
};

/**
 * A backend's app as tests drive it: built with a test configuration (silent log, trusted proxy
 * header so each client has its own address, `env` on top), listening on a free port of
 * 127.0.0.1. Tests talk to it over HTTP only.
 */
export async function startTestServer(
  build: (config: Config) => Promise<FastifyInstance>,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', ...env });
  const app = await build(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // The public URL decides the allowed Origin; now that the port is known, point it here.
  Object.assign(config, { publicUrl: url, port });
  return { app, url, config, client: () => new ApiClient(url), close: () => closeAfterTests(app) };
}

/**
 * Closes a test's server once its tests are done. A keep-alive connection whose last answer was a
 * streamed file does not count as idle to Node (so `forceCloseConnections: 'idle'` leaves it, and
 * `close` would wait for the client to drop it): no request is in flight any more, so every
 * connection is closed.
 */
async function closeAfterTests(app: FastifyInstance): Promise<void> {
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
}

/** A server of public routes only: no sessions, every request anonymous. */
export type PublicRoutesServer = { app: FastifyInstance; url: string; port: number; close(): Promise<void> };

/**
 * The HTTP layer alone, as a backend builds it (`createServer`) with the test's own public routes
 * under /api/v1, listening on a free port of 127.0.0.1.
 */
export async function startPublicRoutesServer(routes: (api: FastifyInstance) => void): Promise<PublicRoutesServer> {
  const resolver: ActorResolver = { resolve: async () => ({ kind: 'anonymous' }) };
  const app = await createServer(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { resolver });
  await app.register(async (api) => routes(api), { prefix: '/api/v1' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { app, url: `http://127.0.0.1:${port}`, port, close: () => app.close() };
}
