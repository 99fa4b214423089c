import type { IncomingMessage } from 'node:http';
import { type ActorResolver, SESSION_COOKIE } from '@koers/server-core/auth/actor-resolver';
import type { Config } from '@koers/server-core/config';
import type { Db } from '@koers/server-core/db/database';
import type { NotificationListener } from '@koers/server-core/db/notifications';
import { admitActor, policyAccess } from '@koers/server-core/http/access';
import { isUuid } from '@koers/server-core/lib/ids';
import { type Actor, anyActor } from '@koers/shared';
import {
  REALTIME_EVENTS,
  REALTIME_PATH,
  type RealtimeChange,
  realtimeRoom,
  type SubscribeAck,
} from '@koers/shared/realtime';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { CHANGES_CHANNEL, parseChangeMessages } from '../changes/changes.service';
import { ACCESS_CHANGED_CHANNEL } from '../sessions/access-cache';
import { admitSubscription, parseSubscription, roomsOf, SubscriptionRefused } from './realtime.channels';

/** A socket's identity, checked at the handshake and again whenever access may have changed. */
type SocketData = { token: string; userContextId: string; actor: Actor };
type RealtimeSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** The socket is admitted like a policy route every actor may call (subscription, requirements). */
const SOCKET_ACCESS = policyAccess('realtime.connect', anyActor);
/** Subscriptions one socket may hold: a screen needs a handful. */
const MAX_SUBSCRIPTIONS = 100;
/** Open sockets are checked again this often, and soon after the database announces an access change. */
const RECHECK_EVERY_MS = 5 * 60_000;
const RECHECK_DEBOUNCE_MS = 250;

export type RealtimeOptions = {
  config: Config;
  db: Db;
  resolver: ActorResolver;
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

/** The actor of a session token and user context, as a policy route would admit it; or the status it would answer. */
async function actorOf(
  resolver: ActorResolver,
  token: string | null,
  userContextId: unknown,
  touch: boolean,
): Promise<Actor | number> {
  if (!token) return 401;
  if (!isUuid(userContextId)) return 400;
  const resolution = await resolver.resolve(token, userContextId, { touch });
  if (resolution.kind === 'anonymous') return 401;
  if (resolution.kind !== 'actor') return 403;
  try {
    admitActor(resolution.actor, SOCKET_ACCESS);
  } catch {
    return 403;
  }
  return resolution.actor;
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
    allowRequest: (request, callback) => callback(null, ownOrigin(config, request)),
  });

  io.use((socket: RealtimeSocket, next) => {
    const token = sessionTokenOf(socket.request);
    const userContextId = (socket.handshake.auth as { userContextId?: unknown } | undefined)?.userContextId;
    actorOf(resolver, token, userContextId, true).then(
      (actor) => {
        if (typeof actor === 'number') return next(refusal(actor));
        socket.data = { token: token as string, userContextId: actor.userContextId, actor };
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
        const subscription = parseSubscription(raw);
        const room = roomFor(socket, subscription);
        if (room) void socket.leave(room);
      } catch {
        // Nothing to leave.
      }
      if (typeof ack === 'function') ack({ ok: true });
    });
  });

  /** The room of a subscription, without admitting it (leaving needs no check). */
  function roomFor(socket: RealtimeSocket, subscription: ReturnType<typeof parseSubscription>) {
    const key = 'id' in subscription ? subscription.id.toLowerCase() : socket.data.userContextId;
    return realtimeRoom(subscription.channel, key);
  }

  async function subscribe(socket: RealtimeSocket, raw: unknown) {
    const subscription = parseSubscription(raw);
    // Rooms beside the socket's own (socket.io puts every socket in a room of its id).
    if (socket.rooms.size > MAX_SUBSCRIPTIONS) throw new SubscriptionRefused(400);
    const room = await admitSubscription(db, socket.data.actor, subscription);
    if (socket.connected) await socket.join(room);
  }

  const stopChanges = await listener.listen(CHANGES_CHANNEL, (payload) => {
    for (const message of parseChangeMessages(payload)) {
      const rooms = roomsOf(message);
      if (rooms.length === 0) continue;
      const change = { channel: message.c, type: message.t, id: message.i } as RealtimeChange;
      io.to(rooms).emit(REALTIME_EVENTS.change, change);
    }
  });
  // Changes committed while the listener was away were missed: every page refetches what it shows.
  listener.onReconnect(() => {
    io.emit(REALTIME_EVENTS.resync);
  });

  // A logout, a withdrawn right, an ended subscription: open sockets are checked again.
  let recheckTimer: NodeJS.Timeout | null = null;
  let rechecking: Promise<void> | null = null;
  const recheck = async () => {
    const sockets = [...io.of('/').sockets.values()] as RealtimeSocket[];
    for (let start = 0; start < sockets.length; start += 20) {
      await Promise.all(
        sockets.slice(start, start + 20).map(async (socket) => {
          if (!socket.connected) return;
          const actor = await actorOf(resolver, socket.data.token, socket.data.userContextId, false).catch(() => null);
          if (actor === null) return;
          if (typeof actor === 'number') socket.disconnect(true);
          else socket.data.actor = actor;
        }),
      );
    }
  };
  const scheduleRecheck = () => {
    if (recheckTimer) return;
    recheckTimer = setTimeout(() => {
      recheckTimer = null;
      rechecking = (rechecking ?? Promise.resolve()).then(recheck).finally(() => {
        rechecking = null;
      });
    }, RECHECK_DEBOUNCE_MS);
    recheckTimer.unref();
  };
  const stopAccess = await listener.listen(ACCESS_CHANGED_CHANNEL, scheduleRecheck);
  const periodic = setInterval(scheduleRecheck, RECHECK_EVERY_MS);
  periodic.unref();

  app.addHook('preClose', async () => {
    clearInterval(periodic);
    if (recheckTimer) clearTimeout(recheckTimer);
    await stopChanges();
    await stopAccess();
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await rechecking;
  });
  return io;
}
