import { REALTIME_EVENTS, REALTIME_PATH, type RealtimeChange, type RealtimeSubscription } from '@koers/shared/realtime';
import type { Socket } from 'socket.io-client';
import type { RealtimeRegistry } from './use-realtime';

export type RealtimeConnection = RealtimeRegistry & { start(): void; stop(): void };

const keyOf = (subscription: RealtimeSubscription) =>
  'id' in subscription ? `${subscription.channel}:${subscription.id}` : subscription.channel;

/**
 * One socket per user context (the session cookie goes along; the context in `auth`), opened
 * when the shell starts. Subscriptions are counted per channel and record, sent when the socket
 * (re)connects. After a reconnect, or when the server says changes may have been missed, every
 * shown query refetches (`onResync`). socket.io-client is loaded on demand: the first page does
 * not wait for it.
 */
export function createRealtimeConnection(options: {
  userContextId: string;
  onChange: (change: RealtimeChange) => void;
  onResync: () => void;
}): RealtimeConnection {
  const subscriptions = new Map<string, { subscription: RealtimeSubscription; count: number }>();
  let socket: Socket | null = null;
  let stopped = false;
  let loading: Promise<void> | null = null;
  let connectedBefore = false;

  const send = (event: string, subscription: RealtimeSubscription) => {
    if (socket?.connected) socket.emit(event, subscription, () => {});
  };

  return {
    add(subscription) {
      const key = keyOf(subscription);
      const entry = subscriptions.get(key);
      if (entry) entry.count++;
      else {
        subscriptions.set(key, { subscription, count: 1 });
        send(REALTIME_EVENTS.subscribe, subscription);
      }
      return () => {
        const current = subscriptions.get(key);
        if (!current) return;
        current.count--;
        if (current.count > 0) return;
        subscriptions.delete(key);
        send(REALTIME_EVENTS.unsubscribe, subscription);
      };
    },
    start() {
      stopped = false;
      if (socket || loading) return;
      loading = import('socket.io-client').then(({ io }) => {
        loading = null;
        if (stopped) return;
        socket = io({
          path: REALTIME_PATH,
          transports: ['websocket'],
          auth: { userContextId: options.userContextId },
          withCredentials: true,
        });
        socket.on('connect', () => {
          for (const { subscription } of subscriptions.values()) send(REALTIME_EVENTS.subscribe, subscription);
          if (connectedBefore) options.onResync();
          connectedBefore = true;
        });
        socket.on(REALTIME_EVENTS.change, options.onChange);
        socket.on(REALTIME_EVENTS.resync, options.onResync);
      });
    },
    stop() {
      stopped = true;
      socket?.close();
      socket = null;
    },
  };
}
