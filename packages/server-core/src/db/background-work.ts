import { AsyncLocalStorage } from 'node:async_hooks';

const backgroundWork = new AsyncLocalStorage<true>();

/**
 * Runs a background job's work marked as such: the statements it sends are not a request's.
 * A statement counter (apps/server/src/testing/statement-counter.ts) leaves them out, since on
 * a loaded machine a job kicked by an earlier write or fired by its minute's schedule runs
 * beside the read it counts.
 */
export function asBackgroundWork<T>(work: () => Promise<T>): Promise<T> {
  return backgroundWork.run(true, work);
}

/** Whether the caller runs inside `asBackgroundWork`. */
export function isBackgroundWork(): boolean {
  return backgroundWork.getStore() === true;
}
