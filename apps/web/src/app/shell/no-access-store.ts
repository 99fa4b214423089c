import { useSyncExternalStore } from 'react';

// Set by the global 403 handler (SPEC §8 "403 → no-access handler"); the shell then shows
// 'Geen toegang' instead of the screen, until the next navigation.
let noAccess = false;
const listeners = new Set<() => void>();

export function setNoAccess(value: boolean): void {
  if (noAccess === value) return;
  noAccess = value;
  for (const listener of listeners) listener();
}

export function useNoAccess(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => noAccess,
  );
}
