import { parentPort, workerData } from 'node:worker_threads';
import type { FeedItem } from './feed-reader';
import { type NormalizeItemsOptions, normalizeItems } from './normalize-items';

// The worker thread of `normalize-thread.ts`: normalises the chunks it is sent, in order.
const options = workerData.options as NormalizeItemsOptions;
parentPort?.on('message', ({ id, items }: { id: number; items: FeedItem[] }) => {
  try {
    parentPort?.postMessage({ id, results: normalizeItems(items, options) });
  } catch (error) {
    parentPort?.postMessage({ id, failure: (error as Error).stack ?? String(error) });
  }
});
