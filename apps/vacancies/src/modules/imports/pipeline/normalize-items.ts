import type { FeedItem } from './feed-reader';
import type { Json } from './field-parsers';
import { type NormalizedPosting, normalizePosting, RecordError } from './normalize-posting';

/** A feed item normalised, or why it was refused (a feed error or a RecordError), with its line. */
export type NormalizedItem = { line: number; posting: NormalizedPosting } | { line: number; error: string };

/** What `normalizePosting` needs besides the record, in a form a worker thread can receive. */
export type NormalizeItemsOptions = { defaultDomain: string | null; now: number };

/**
 * Normalises feed items in order. Records the pipeline refuses become `{ error }`; any other error
 * is a bug and is thrown, as `normalizePosting` throws it.
 */
export function normalizeItems(items: FeedItem[], options: NormalizeItemsOptions): NormalizedItem[] {
  const now = new Date(options.now);
  return items.map((item) => {
    if ('error' in item) return item;
    try {
      return {
        line: item.line,
        posting: normalizePosting(item.value as Json, { defaultDomain: options.defaultDomain, now }),
      };
    } catch (error) {
      if (!(error instanceof RecordError)) throw error;
      return { line: item.line, error: error.message };
    }
  });
}
