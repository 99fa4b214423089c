import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ActorResolver } from '../auth/actor-resolver';
import type { Config } from '../config';
import { jsonApiPlugin } from '../jsonapi/plugin';
import { loggerOptions } from '../logger';
import { accessPlugin } from './access';
import { writeGuardPlugin } from './write-guard';

/** Every backend starts from this: logging, limits, JSON:API, write guard, access control. */
export async function createServer(config: Config, options: { resolver: ActorResolver }): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.maxBodyBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 500 },
  });
  await app.register(cookie);
  await app.register(jsonApiPlugin);
  const publicOrigin = new URL(config.publicUrl).origin;
  await app.register(writeGuardPlugin, { allowedOrigins: [publicOrigin, ...config.allowedOrigins] });
  await app.register(accessPlugin, { resolver: options.resolver });
  return app;
}
