import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../config';
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
  return { app, url, config, client: () => new ApiClient(url), close: () => app.close() };
}
