import type { RealtimeSubscription } from '@koers/shared/realtime';
import { createContext, useContext, useEffect } from 'react';

/** What screens use of the realtime connection: say what they show, for as long as they show it. */
export type RealtimeRegistry = { add(subscription: RealtimeSubscription): () => void };

export const RealtimeContext = createContext<RealtimeRegistry | null>(null);

/**
 * Keeps the screen current (SPEC §4 "Live refresh"): while the component is mounted, changes on
 * this channel (and record) invalidate the matching queries, which refetch what is shown. Pass
 * null while the record is not known. Outside the app shell (component tests) it does nothing.
 */
export function useRealtime(subscription: RealtimeSubscription | null): void {
  const registry = useContext(RealtimeContext);
  const channel = subscription?.channel;
  const id = subscription && 'id' in subscription ? subscription.id : undefined;
  useEffect(() => {
    if (!registry || !channel) return;
    return registry.add((id === undefined ? { channel } : { channel, id }) as RealtimeSubscription);
  }, [registry, channel, id]);
}
