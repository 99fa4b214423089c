import { useDeferredValue } from 'react';

/**
 * A query's answer, deferred: the part of the page built from it renders as a transition, which
 * React renders in slices between which the phone stays responsive, rather than in one long task
 * (a query's update itself always renders at once). Pending until the deferred copy has caught up.
 * Why: docs/decisions.md, "A phone's first load".
 */
export function useDeferredData<T>(query: { data: T | undefined; isPending: boolean }): {
  data: T | undefined;
  isPending: boolean;
} {
  const data = useDeferredValue(query.data);
  return { data, isPending: query.isPending || (data === undefined && query.data !== undefined) };
}
