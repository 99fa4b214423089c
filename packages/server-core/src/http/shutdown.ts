import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Keep-alive connections end with their current answer once the server is closing: the answers
 * of requests still in flight carry `Connection: close`, so the client opens its next connection
 * elsewhere (another instance behind the load balancer) instead of finding this one reset.
 * Requests that still arrive on an open connection get 503 (`return503OnClosing`), and new
 * connections are no longer accepted.
 *
 * Connections with no request in flight are closed as well, and not only those Node itself sees
 * as idle when closing begins (`forceCloseConnections: 'idle'`): an answer whose headers went out
 * before closing began (a file still streaming) cannot say `Connection: close`, and Node kept its
 * connection open after it until the client dropped it, so the shutdown waited for the forced
 * exit. So each connection's requests are counted here, from the moment their headers are in until
 * their answer is done: when closing begins, a connection that has answered and has none in flight
 * is closed; during closing, a connection is closed once its last answer is done.
 */
export function drainOnClose(app: FastifyInstance): void {
  let closing = false;
  const inFlight = new Map<Socket, number>();
  const closeWhenDone = (socket: Socket) => {
    if ((inFlight.get(socket) ?? 0) === 0) socket.destroySoon();
  };
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    if (!inFlight.has(socket)) socket.once('close', () => inFlight.delete(socket));
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = inFlight.get(socket);
      if (left === undefined) return;
      inFlight.set(socket, left - 1);
      if (closing) closeWhenDone(socket);
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of inFlight.keys()) closeWhenDone(socket);
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
