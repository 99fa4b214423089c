import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '@koers/server-core/auth/actor-resolver';
import type { Config } from '@koers/server-core/config';
import type { Db } from '@koers/server-core/db/database';
import type { NotificationListener } from '@koers/server-core/db/notifications';
import { isUuid } from '@koers/server-core/lib/ids';
import { REALTIME_EVENTS, REALTIME_PATH, type SubscribeAck } from '@koers/shared/realtime';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { CHANGES_CHANNEL, parseChangeMessages } from '../changes/changes.service';
import { ACCESS_CHANGED_CHANNEL } from '../sessions/access-cache';
import type { DatabaseActorResolver } from '../sessions/sessions.service';
import { parseSubscription, SubscriptionRefused } from './realtime.channels';
import { actorOfResolution, createRealtimeHub, type RealtimeSocket } from './realtime.hub';

/** Open sockets are checked again this often (an idle session ends without a change to announce it). */
const RECHECK_EVERY_MS = 5 * 60_000;
/** Subscriptions one socket may hold: a screen needs a handful. */
const MAX_SUBSCRIPTIONS = 100;

export type RealtimeOptions = {
  config: Config;
  db: Db;
  resolver: DatabaseActorResolver;
  listener: NotificationListener;
};

function sessionTokenOf(request: IncomingMessage): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Cross-site WebSocket hijacking: a browser sends the session cookie with any page's WebSocket,
 * so only our own pages (same host, or PUBLIC_URL and ALLOWED_ORIGINS, as the write guard) may open one.
 */
function ownOrigin(config: Config, request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  const allowed = [config.publicUrl, ...config.allowedOrigins].map((value) => value.toLowerCase());
  if (allowed.includes(origin.toLowerCase())) return true;
  try {
    return new URL(origin).host.toLowerCase() === (request.headers.host ?? '').toLowerCase();
  } catch {
    return false;
  }
}

function refusal(status: number): Error & { data: { status: number } } {
  return Object.assign(new Error(status === 401 ? 'unauthenticated' : 'forbidden'), { data: { status } });
}

/**
 * The realtime endpoint (ARCHITECTURE.md "Realtime", SPEC §7 "Realtime channels") on the main
 * server's HTTP server: socket.io over WebSocket at /socket.io. A socket is a logged-in person's
 * user context (session cookie, `auth.userContextId`); each subscription is admitted by the
 * HTTP read it refreshes. Every change any instance records reaches this instance's listener
 * after its commit and goes to the sockets subscribed to it as `{ channel, type, id }`.
 */
export async function attachRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<Server> {
  const { config, db, resolver, listener } = options;
  const log: FastifyBaseLogger = app.log;
  const io = new Server(app.server, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 10_000,
    // The messages are a few dozen bytes: compressing them costs more than it saves.
    perMessageDeflate: false,
    allowRequest: (request, callback) => callback(null, ownOrigin(config, request)),
  });
  const hub = createRealtimeHub({ io, db, resolver, log });

  io.use((socket: RealtimeSocket, next) => {
    const token = sessionTokenOf(socket.request);
    const userContextId = (socket.handshake.auth as { userContextId?: unknown } | undefined)?.userContextId;
    if (!token) return next(refusal(401));
    if (!isUuid(userContextId)) return next(refusal(400));
    const checkpoint = hub.checkpoint();
    resolver.resolve(token, userContextId, { touch: true }).then(
      (resolution) => {
        const actor = actorOfResolution(resolution);
        if (typeof actor === 'number') return next(refusal(actor));
        hub.connect(socket, token, actor, checkpoint);
        next();
      },
      (error: unknown) => {
        log.error({ err: error }, 'realtime: aanmelden van een socket mislukt');
        next(refusal(503));
      },
    );
  });

  io.on('connection', (socket: RealtimeSocket) => {
    socket.on(REALTIME_EVENTS.subscribe, (raw: unknown, ack: unknown) => {
      const answer = (result: SubscribeAck) => {
        if (typeof ack === 'function') ack(result);
      };
      subscribe(socket, raw).then(
        () => answer({ ok: true }),
        (error: unknown) => {
          if (error instanceof SubscriptionRefused) return answer({ ok: false, status: error.status });
          log.error({ err: error }, 'realtime: inschrijven mislukt');
          answer({ ok: false, status: 404 });
        },
      );
    });
    socket.on(REALTIME_EVENTS.unsubscribe, (raw: unknown, ack: unknown) => {
      try {
        void socket.leave(hub.roomOf(socket, parseSubscription(raw)));
      } catch {
        // Nothing to leave.
      }
      if (typeof ack === 'function') ack({ ok: true });
    });
  });

  async function subscribe(socket: RealtimeSocket, raw: unknown) {
    const subscription = parseSubscription(raw);
    // Rooms beside the socket's own (socket.io puts every socket in a room of its id).
    if (socket.rooms.size > MAX_SUBSCRIPTIONS) throw new SubscriptionRefused(400);
    const room = await hub.admit(socket, subscription);
    if (socket.connected) await socket.join(room);
  }

  const stopChanges = await listener.listen(CHANGES_CHANNEL, (payload) => {
    for (const message of parseChangeMessages(payload)) void hub.deliver(message);
  });
  // A logout, a withdrawn right, an ended subscription — through any instance: open sockets are
  // checked again at once, and changes heard after it wait for that check.
  const stopAccess = await listener.listen(ACCESS_CHANGED_CHANNEL, () => void hub.checkAccess());
  // Changes and access changes committed while the listener was away were missed: sockets are
  // checked again, and every page refetches what it shows.
  listener.onReconnect(() => {
    void hub.checkAccess();
    io.emit(REALTIME_EVENTS.resync);
  });
  const periodic = setInterval(() => void hub.checkAccess(), RECHECK_EVERY_MS);
  periodic.unref();

  app.addHook('preClose', async () => {
    clearInterval(periodic);
    await stopChanges();
    await stopAccess();
    io.disconnectSockets(true);
    io.engine.close();
  });
  // A check under way finishes before the database closes.
  app.addHook('onClose', () => hub.settled());
  return io;
}
