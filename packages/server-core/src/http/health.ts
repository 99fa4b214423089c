import type { FastifyInstance } from 'fastify';
import { publicAccess } from './access';

export type ReadinessCheck = { name: string; check: () => Promise<boolean> };

/** `/health`: the process is up. `/ready`: every dependency answers (503 otherwise). */
export function registerHealthRoutes(app: FastifyInstance, checks: ReadinessCheck[]): void {
  app.get('/health', { config: { access: publicAccess } }, async () => ({ status: 'ok' }));
  app.get('/ready', { config: { access: publicAccess } }, async (_request, reply) => {
    const results = await Promise.all(checks.map(async ({ name, check }) => ({ name, ok: await check() })));
    const ready = results.every((result) => result.ok);
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not_ready', checks: Object.fromEntries(results.map((r) => [r.name, r.ok])) });
  });
}
