import type { FastifyInstance } from 'fastify';

/**
 * On SIGINT/SIGTERM: stop accepting (new requests get 503 while closing), let in-flight
 * requests finish, run the closers (database, jobs), and exit; force the exit after `timeoutMs`.
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
