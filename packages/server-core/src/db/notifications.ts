import pg from 'pg';
import type { Database } from './database';

export type NotificationHandler = (payload: string) => void;

/**
 * The instance's one listening session on the database (PostgreSQL `LISTEN`): handlers per
 * channel, told of every notification committed by any instance on the same database.
 * On PostgreSQL it is its own connection beside the pool, which it re-establishes when lost;
 * `onLost` handlers hear of the loss at once, and `onReconnect` handlers when it listens again
 * (notifications committed in between were missed). On PGlite (one database in this process) it
 * is PGlite's own listen, told before the statement that committed returns.
 */
export type NotificationListener = {
  /** Starts listening on `channel` (resolves once the database listens); returns the way to stop. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Whether the listening session is up now (false from a loss until it listens again). */
  connected(): boolean;
  /**
   * Resolves `true` once every notification committed before the call has reached its handlers;
   * `false` when that cannot be known (not connected, or the connection failed meanwhile). On
   * PGlite at once (it delivers before the committing statement returns). On PostgreSQL it is a
   * round trip on the listening connection, shared by the callers that arrive while one is under
   * way: a committing transaction signals every listening backend before its COMMIT returns, and a
   * backend sends the notifications it was signalled for before it answers the next message, so
   * they arrive ahead of the answer on the same socket.
   *
   * `since` (a `performance.now()` time, by default now): the changes to be heard are those
   * committed before it, so a round trip sent at or after it serves — one under way, or one
   * already answered on the same connection (a second cache of the same request then costs
   * nothing).
   */
  sync(since?: number): Promise<boolean>;
  /** Called as soon as the connection is lost (notifications from now on are missed). */
  onLost(handler: () => void): void;
  /** Called after the connection was lost (or a first attempt failed) and is listening again. */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
};

export type ListenerOptions = {
  /** Waits between attempts to reconnect (PostgreSQL), growing to at most 5 s. */
  retryMs?: number;
  /** A round trip for `sync` that takes longer than this means the connection is dead (2 s). */
  syncTimeoutMs?: number;
  /**
   * With no round trip answered for this long, the listener sends one itself (PostgreSQL, 10 s):
   * a connection that died without a word (a network gone quiet) is noticed while the instance
   * is idle, rather than by the first request after it, which would wait out the timeout.
   */
  heartbeatMs?: number;
  onError?: (error: unknown) => void;
};

export function createNotificationListener(database: Database, options: ListenerOptions = {}): NotificationListener {
  if (database.pglite) return pgliteListener(database);
  if (!database.url) throw new Error('Luisteren naar de database kan alleen op PGlite of met een DATABASE_URL.');
  return postgresListener(database.url, options);
}

function pgliteListener(database: Database): NotificationListener {
  const pglite = database.pglite;
  if (!pglite) throw new Error('geen PGlite');
  const stops = new Set<() => Promise<void>>();
  return {
    async listen(channel, handler) {
      const unlisten = await pglite.listen(channel, handler);
      const stop = async () => {
        if (!stops.delete(stop)) return;
        if (!pglite.closed) await unlisten();
      };
      stops.add(stop);
      return stop;
    },
    connected: () => !pglite.closed,
    sync: async () => !pglite.closed,
    // One process, one database: the session is never lost, nothing is missed.
    onLost() {},
    onReconnect() {},
    async close() {
      await Promise.all([...stops].map((stop) => stop()));
    },
  };
}

/** A channel name as an SQL identifier (LISTEN takes no parameters). */
function identifier(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}

function postgresListener(url: string, options: ListenerOptions): NotificationListener {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const lostHandlers = new Set<() => void>();
  const reconnectHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  /** The channels the current client listens on. */
  let listened = new Set<string>();
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let lostOnce = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = options.retryMs ?? 250;
  const syncTimeoutMs = options.syncTimeoutMs ?? 2_000;
  const heartbeatMs = options.heartbeatMs ?? 10_000;

  function call(handler: () => void) {
    try {
      handler();
    } catch (error) {
      options.onError?.(error);
    }
  }

  function dispatch(message: pg.Notification) {
    for (const handler of handlers.get(message.channel) ?? []) call(() => handler(message.payload ?? ''));
  }

  function lose(lost: pg.Client) {
    if (client !== lost) return;
    client = null;
    listened = new Set();
    lostOnce = true;
    lost.removeAllListeners('notification');
    lost.end().catch(() => {});
    for (const handler of lostHandlers) call(handler);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer || handlers.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(() => scheduleReconnect());
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 5_000);
  }

  /** The sync round trip under way, and the one its late callers wait for (sent when it ends). */
  let syncing: { sentAt: number; done: Promise<boolean> } | null = null;
  let queuedSync: Promise<boolean> | null = null;
  /** The latest round trip answered on `client`, by when it was sent. */
  let confirmed: { client: pg.Client | null; sentAt: number } = { client: null, sentAt: Number.NEGATIVE_INFINITY };

  function roundTrip(): Promise<boolean> {
    const current = client;
    if (!current) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        resolve(false);
        // No answer on a connection that claims to be up: notifications may be going nowhere.
        lose(current);
      }, syncTimeoutMs);
      timer.unref();
      current.query('').then(
        () => {
          clearTimeout(timer);
          resolve(client === current);
        },
        () => {
          clearTimeout(timer);
          resolve(false);
        },
      );
    });
  }

  function startSync(): Promise<boolean> {
    const sentOn = client;
    const trip = { sentAt: performance.now(), done: roundTrip() };
    syncing = trip;
    void trip.done.then((heard) => {
      if (syncing === trip) syncing = null;
      if (heard && sentOn === client && trip.sentAt > confirmed.sentAt)
        confirmed = { client: sentOn, sentAt: trip.sentAt };
    });
    return trip.done;
  }

  const heartbeat = setInterval(() => {
    if (client && !syncing && performance.now() - confirmed.sentAt >= heartbeatMs) void startSync();
  }, heartbeatMs);
  heartbeat.unref();

  async function connect(): Promise<pg.Client> {
    if (client) return client;
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new pg.Client({
        connectionString: url,
        application_name: 'koers-listen',
        connectionTimeoutMillis: 5_000,
        keepAlive: true,
      });
      next.on('error', (error) => {
        options.onError?.(error);
        lose(next);
      });
      next.on('end', () => lose(next));
      next.on('notification', dispatch);
      const nextListened = new Set<string>();
      try {
        await next.connect();
        for (const channel of handlers.keys()) {
          await next.query(`LISTEN ${identifier(channel)}`);
          nextListened.add(channel);
        }
      } catch (error) {
        // Handlers are waiting for this connection: when it comes, they may have missed something.
        lostOnce = true;
        next.removeAllListeners();
        next.on('error', () => {});
        await next.end().catch(() => {});
        scheduleReconnect();
        throw error;
      }
      if (closed) {
        await next.end().catch(() => {});
        throw new Error('closed');
      }
      client = next;
      listened = nextListened;
      retryMs = options.retryMs ?? 250;
      if (lostOnce) {
        for (const handler of reconnectHandlers) call(handler);
      }
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      const current = client ?? (await connect());
      // A connection made while this channel was being added may not have listened on it yet.
      if (!listened.has(channel) && current === client) {
        await current.query(`LISTEN ${identifier(channel)}`);
        listened.add(channel);
      }
      return async () => {
        const ofChannel = handlers.get(channel);
        if (!ofChannel?.delete(handler) || ofChannel.size > 0) return;
        handlers.delete(channel);
        listened.delete(channel);
        await client?.query(`UNLISTEN ${identifier(channel)}`).catch(() => {});
      };
    },
    connected: () => client !== null,
    sync(since = performance.now()) {
      if (!client) return Promise.resolve(false);
      if (confirmed.client === client && confirmed.sentAt >= since) return Promise.resolve(true);
      if (!syncing) return startSync();
      if (syncing.sentAt >= since) return syncing.done;
      // The round trip under way was sent before `since`: the next one is not.
      queuedSync ??= syncing.done.then(() => {
        queuedSync = null;
        return startSync();
      });
      return queuedSync;
    },
    onLost(handler) {
      lostHandlers.add(handler);
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      if (retryTimer) clearTimeout(retryTimer);
      handlers.clear();
      await connecting?.catch(() => {});
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}

/**
 * Makes a cache follow the announcements on `channel`: `onChange` hears each one; `forgetAll`
 * runs when the listener starts listening (an answer read before may predate a change nobody
 * announced), when its connection is lost and when it listens again (what was committed in
 * between was missed). Returns whether the cache may keep answers now: only while it listens.
 */
export function followChanges(
  listener: NotificationListener,
  channel: string,
  { onChange, forgetAll }: { onChange: NotificationHandler; forgetAll: () => void },
): () => boolean {
  let subscribed = false;
  listener.onLost(forgetAll);
  listener.onReconnect(() => {
    forgetAll();
    subscribed = true;
  });
  void listener
    .listen(channel, onChange)
    .then(() => {
      forgetAll();
      subscribed = true;
    })
    // Without the listener nothing is kept (every request reads the database) until it reconnects.
    .catch(() => {});
  return () => subscribed && listener.connected();
}
