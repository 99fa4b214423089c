import type { RealtimeChange } from '@koers/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createRealtimeConnection } from '../../lib/realtime/realtime-connection';
import { RealtimeContext, useRealtime } from '../../lib/realtime/use-realtime';
import { invalidationsOf } from './invalidations';

/** What the shell always shows of one's own: the conversation list and unread count, notifications, favourites. */
function OwnChannels() {
  useRealtime({ channel: 'Conversations' });
  useRealtime({ channel: 'UnreadConversations' });
  useRealtime({ channel: 'notifications' });
  useRealtime({ channel: 'FavoritesChannel' });
  return null;
}

/**
 * The app's realtime connection for the chosen user context (ARCHITECTURE.md "Realtime"):
 * screens say what they show with `useRealtime`; a change invalidates the matching queries and
 * a reconnect refetches everything shown.
 */
export function RealtimeProvider({ userContextId, children }: { userContextId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [connection] = useState(() =>
    createRealtimeConnection({
      userContextId,
      onChange: (change: RealtimeChange) => {
        for (const filters of invalidationsOf(change)) void queryClient.invalidateQueries(filters);
      },
      onResync: () => void queryClient.invalidateQueries(),
    }),
  );
  useEffect(() => {
    connection.start();
    return () => connection.stop();
  }, [connection]);
  return (
    <RealtimeContext.Provider value={connection}>
      <OwnChannels />
      {children}
    </RealtimeContext.Provider>
  );
}
