import { startTransition, useEffect, useState } from 'react';

/**
 * False at a component's first render, true from a background render right after its first
 * commit. A screen's big part mounts a commit later with it, so that no single commit (with the
 * styles of all its MUI parts) blocks a phone's main thread long (npm run bench:first-load). Only
 * for what comes below or after what shows first, so that nothing on screen moves.
 */
export function useMountedLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => startTransition(() => setLater(true)), []);
  return later;
}
