import type { FastifyInstance } from 'fastify';

/**
 * Keep-alive connections end with their current answer once the server is closing: the answers
 * of requests still in flight carry `Connection: close`, so the client opens its next connection
 * elsewhere (another instance behind the load balancer) instead of finding this one reset.
 * Requests that still arrive on an open connection get 503 (`return503OnClosing`), idle
 * connections are closed at once (`forceCloseConnections: 'idle'`), and new connections are
 * no longer accepted.
 */
export function drainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  });
}

/**
 * On SIGINT/SIGTERM: stop accepting (requests that still arrive get 503 while closing), let
 * in-flight requests finish, run the closers (database, jobs), and exit; force the exit after
 * `timeoutMs`.
 */
export function installGracefulShutdown(
  app: FastifyInstance,
  closers: Array<() => Promise<void>>,
  timeoutMs = 9_000,
): void {
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'afsluiten: lopende verzoeken worden afgerond');
    const timer = setTimeout(() => {
      app.log.error('afsluiten duurde te lang; geforceerd gestopt');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    try {
      await app.close();
      for (const close of closers) await close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'fout bij afsluiten');
      process.exit(1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
