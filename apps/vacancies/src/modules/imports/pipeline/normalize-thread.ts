import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FeedItem } from './feed-reader';
import type { NormalizedItem, NormalizeItemsOptions } from './normalize-items';

// The worker runs TypeScript as the process does, through tsx: on Node 20 a worker does not
// inherit the loader of `tsx` or vitest, so it registers tsx's own before importing its module.
const BOOT = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.module); });`;
const TSX_API = pathToFileURL(
  join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
).href;

export type NormalizeThread = {
  /** The chunk's items normalised, in order; chunks are answered in the order they were sent. */
  normalize(items: FeedItem[]): Promise<NormalizedItem[]>;
  close(): Promise<void>;
};

/**
 * A worker thread that normalises feed items (`normalizeItems`), so that an import's main thread
 * only geocodes, classifies, deduplicates and writes: the two cores then share what one did.
 */
export function startNormalizeThread(options: NormalizeItemsOptions): NormalizeThread {
  const worker = new Worker(BOOT, {
    eval: true,
    workerData: { tsx: TSX_API, module: new URL('./normalize-worker.ts', import.meta.url).href, options },
  });
  const waiting = new Map<number, { resolve: (results: NormalizedItem[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let broken: Error | null = null;
  const failAll = (error: Error) => {
    broken ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (message: { id: number; results?: NormalizedItem[]; failure?: string }) => {
    const entry = waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id);
    if (message.results) entry.resolve(message.results);
    else entry.reject(new Error(`normaliseren mislukt in de worker: ${message.failure}`));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`de normaliseer-worker stopte (${code})`)));
  return {
    normalize(items) {
      if (broken) return Promise.reject(broken);
      const id = nextId++;
      const answer = new Promise<NormalizedItem[]>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ id, items });
      return answer;
    },
    async close() {
      broken ??= new Error('de normaliseer-worker is gesloten');
      await worker.terminate();
    },
  };
}
