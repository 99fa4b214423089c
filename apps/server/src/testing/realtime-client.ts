import type { ApiClient } from '@koers/server-core/testing/api-client';
import {
  REALTIME_EVENTS,
  REALTIME_PATH,
  type RealtimeChange,
  type RealtimeSubscription,
  type SubscribeAck,
} from '@koers/shared/realtime';
import { io, type Socket } from 'socket.io-client';

/** How long a test waits for something to arrive over a socket: long enough for a loaded machine. */
const WAIT_MS = 20_000;

export type TestSocket = {
  socket: Socket;
  /** Every change received, in order. */
  changes: RealtimeChange[];
  subscribe(subscription: RealtimeSubscription): Promise<SubscribeAck>;
  /** Resolves with the first change (already received or still to come) that matches. */
  waitFor(match: Partial<RealtimeChange>): Promise<RealtimeChange>;
  /**
   * A round trip over this socket: everything the server sent it before answering has arrived
   * (socket.io keeps the order). Shows that a change did *not* come, without waiting on a clock.
   */
  flush(): Promise<void>;
  /** Resolves when the server closed the socket. */
  disconnected(): Promise<void>;
  close(): void;
};

const matches = (change: RealtimeChange, match: Partial<RealtimeChange>) =>
  Object.entries(match).every(([key, value]) => change[key as keyof RealtimeChange] === value);

/**
 * A browser's socket for the logged-in `client` (its session cookie, its chosen user context,
 * its page's Origin), connected to the server at `url`. Rejects with the status the server
 * refused it with.
 */
export async function connectSocket(
  url: string,
  client: ApiClient,
  options: { origin?: string; userContextId?: string | null } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = { origin: options.origin ?? client.origin };
  if (client.cookie) headers.cookie = client.cookie;
  const userContextId = options.userContextId === undefined ? client.userContextId : options.userContextId;
  const socket = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
    auth: userContextId ? { userContextId } : {},
    timeout: WAIT_MS,
  });
  const changes: RealtimeChange[] = [];
  const waiters = new Set<() => void>();
  socket.on(REALTIME_EVENTS.change, (change: RealtimeChange) => {
    changes.push(change);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error: Error & { data?: { status?: number } }) => {
      socket.close();
      reject(
        Object.assign(new Error(`refused: ${error.data?.status ?? error.message}`), { status: error.data?.status }),
      );
    });
  });
  return {
    socket,
    changes,
    subscribe: (subscription) => socket.timeout(WAIT_MS).emitWithAck(REALTIME_EVENTS.subscribe, subscription),
    waitFor(match) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = changes.find((change) => matches(change, match));
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no change ${JSON.stringify(match)} arrived; got ${JSON.stringify(changes)}`));
        }, WAIT_MS);
        waiters.add(check);
        check();
      });
    },
    async flush() {
      await socket.timeout(WAIT_MS).emitWithAck(REALTIME_EVENTS.unsubscribe, null);
    },
    disconnected() {
      if (!socket.connected) return Promise.resolve();
      return new Promise((resolve) => socket.once('disconnect', () => resolve()));
    },
    close: () => socket.close(),
  };
}
