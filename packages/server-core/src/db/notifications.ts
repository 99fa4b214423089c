import pg from 'pg';
import type { Database } from './database';

export type NotificationHandler = (payload: string) => void;

/**
 * The instance's one listening session on the database (PostgreSQL `LISTEN`): handlers per
 * channel, told of every notification committed by any instance on the same database.
 * On PostgreSQL it is its own connection beside the pool, which it re-establishes when lost;
 * after such a gap notifications may have been missed, which `onReconnect` handlers hear of. On
 * PGlite (one database in this process) it is PGlite's own listen, told before the statement that
 * committed returns.
 */
export type NotificationListener = {
  /** Starts listening on `channel` (resolves once the database listens); returns the way to stop. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Called after the connection was lost and is listening again. */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
};

export type ListenerOptions = {
  /** Waits between attempts to reconnect (PostgreSQL), growing to at most 5 s. */
  retryMs?: number;
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
    onReconnect() {
      // One process, one database: nothing is ever lost in between.
    },
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
  const reconnectHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let lostOnce = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = options.retryMs ?? 250;

  function dispatch(message: pg.Notification) {
    for (const handler of handlers.get(message.channel) ?? []) {
      try {
        handler(message.payload ?? '');
      } catch (error) {
        options.onError?.(error);
      }
    }
  }

  function lose(lost: pg.Client) {
    if (client !== lost) return;
    client = null;
    lostOnce = true;
    lost.removeAllListeners('notification');
    lost.end().catch(() => {});
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
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${identifier(channel)}`);
      } catch (error) {
        next.removeAllListeners();
        next.on('error', () => {});
        await next.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await next.end().catch(() => {});
        throw new Error('closed');
      }
      client = next;
      retryMs = options.retryMs ?? 250;
      if (lostOnce) {
        for (const handler of reconnectHandlers) handler();
      }
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel, handler) {
      const first = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      const connected = client;
      if (!connected) {
        await connect();
      } else if (first) {
        await connected.query(`LISTEN ${identifier(channel)}`);
      }
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${identifier(channel)}`).catch(() => {});
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
    },
    async close() {
      closed = true;
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
