import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a list to build: `step` at first, `step` more after each commit (a background
 * render) until all are there. Twenty cards built in one commit were the longest task of a phone's
 * first load of the explorer (npm run bench:first-load); in slices of a few, each commit stays short.
 * Only the first list of a component's life comes in slices: once all were shown, a list of the
 * same length or shorter is built at once. Items come below those already shown, so nothing moves.
 */
export function useSlicedLength(length: number, step: number): number {
  const [shown, setShown] = useState(step);
  useEffect(() => {
    if (shown < length) startTransition(() => setShown((count) => count + step));
  }, [shown, length, step]);
  return Math.min(length, shown);
}
