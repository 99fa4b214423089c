import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database, Db } from '@koers/server-core/db/database';
import { loadJobTitleMatcher } from '../../occupations/occupations.service';
import { Geocoder, provinceFromRegion } from '../../places/geocoder';
import {
  compactSearchMonth,
  ensureSearchPartitions,
  searchMonthRows,
  searchPartitionOf,
} from '../../vacancies/vacancies.service';
import { createImportsRepository } from '../imports.repository';
import { type RecordOutcome, writeBatch } from './batch-writer.repository';
import type { FeedItem } from './feed-reader';
import { type NormalizedItem, normalizeItems } from './normalize-items';
import { type NormalizeThread, startNormalizeThread } from './normalize-thread';
import { dedupBlockOf, type PreparedRecord } from './prepared-record';

export type ImportStats = {
  /** Records read from the feed, including the ones that failed. */
  read: number;
  /** New vacancies. */
  created: number;
  /** Reposts: a known job found on one more site, added as a source. */
  merged: number;
  /** Postings seen before whose content changed. */
  updated: number;
  /** Postings seen before, unchanged (a re-import of the same file). */
  unchanged: number;
  failed: number;
  /** Posting months (`2026-05`) whose search rows were rewritten in place order after the import. */
  compactedMonths: string[];
  /** The first errors, with their line in the file. */
  errors: Array<{ line: number; message: string }>;
};

export type ImportOptions = {
  database: Database;
  items: AsyncIterable<FeedItem>;
  /** What the import run is recorded as: a file from the CLI, the demo corpus, the benchmark. */
  kind: 'file' | 'demo' | 'bench';
  source: string;
  /** Source domain for records without a URL. */
  defaultDomain?: string | null;
  now?: Date;
  batchSize?: number;
  /** The fewest new or changed rows a month must get before it is rewritten (see below). */
  compactMinimumRows?: number;
  onProgress?: (stats: ImportStats) => void;
  /** Normalise in a worker thread once this many records were read (default 2,000; 0 from the first). */
  normalizeInWorkerAfter?: number;
};

const MAX_REPORTED_ERRORS = 1000;

// While a batch is being written, preparing the next one gives the event loop a turn every this
// many records: the database's answers are only read in a turn of the event loop, and a feed
// whose records are at hand (the generator, a buffered file) never gives one on its own, so the
// batch's statements would otherwise wait until the whole next batch was prepared.
const RECORDS_PER_TURN = 16;

// A feed of more records than this is normalised in a worker thread (see `importFeed`): starting
// one takes some 250 ms, worth it for a bulk import, not for a daily feed's few hundred.
const WORKER_AFTER_RECORDS = 2000;
// Records per message to the worker. It may run two batches ahead: while this thread waits for
// the batch being written, the worker prepares the whole next one, so neither waits for the other
// as long as both keep pace (with half a batch ahead, each waited for the other in turn).
const WORKER_CHUNK = 64;
const WORKER_BATCHES_AHEAD = 2;

// A month is rewritten in place order when the import wrote at least this share of its rows, and
// at least COMPACT_MINIMUM_ROWS: a bulk load or a backfill, and the first days of a month's daily
// feeds; not the daily feed's trickle into a month that is mostly laid out already.
const COMPACT_SHARE = 0.1;
const COMPACT_MINIMUM_ROWS = 1000;

function emptyStats(): ImportStats {
  return { read: 0, created: 0, merged: 0, updated: 0, unchanged: 0, failed: 0, compactedMonths: [], errors: [] };
}

function fail(stats: ImportStats, line: number, message: string) {
  stats.failed++;
  if (stats.errors.length < MAX_REPORTED_ERRORS) stats.errors.push({ line, message });
}

type WrittenMonths = Map<string, { month: Date; rows: number }>;

/** Counts a record's outcome, and a new or changed search row in the month it was posted. */
function count(stats: ImportStats, written: WrittenMonths, record: PreparedRecord, outcome: RecordOutcome) {
  stats[outcome]++;
  if (outcome !== 'created' && outcome !== 'updated') return;
  const month = record.posting.postedAt;
  const { name } = searchPartitionOf(month);
  const entry = written.get(name) ?? { month, rows: 0 };
  entry.rows++;
  written.set(name, entry);
}

/** Rewrites the months the import wrote a large share of (see COMPACT_SHARE); returns them as `2025-03`. */
async function compactWrittenMonths(database: Database, written: WrittenMonths, minimumRows: number) {
  const compacted: string[] = [];
  for (const [, { month, rows }] of [...written].sort(([a], [b]) => a.localeCompare(b))) {
    if (rows < minimumRows) continue;
    if (rows < COMPACT_SHARE * (await searchMonthRows(database.db, month))) continue;
    if (await compactSearchMonth(database, month)) compacted.push(month.toISOString().slice(0, 7));
  }
  return compacted;
}

/**
 * The one import pipeline (CLI, demo seed, benchmark): read → validate → sanitise → normalise
 * → geocode → classify → deduplicate → write. Batches are written in one transaction each;
 * when a batch fails in the database, its records are retried one transaction each, so one bad
 * record is reported with its line and the rest still lands — never half of a record.
 */
export async function importFeed(options: ImportOptions): Promise<ImportStats> {
  const { database } = options;
  const db = database.db;
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 500;
  const geocoder = await Geocoder.load(db);
  const matcher = await loadJobTitleMatcher(db);
  const runId = await createImportsRepository(db).startRun({ kind: options.kind, source: options.source });
  const stats = emptyStats();
  const written: WrittenMonths = new Map();

  const flush = async (batch: PreparedRecord[]) => {
    if (batch.length === 0) return;
    await ensureSearchPartitions(
      db,
      batch.map((record) => record.posting.postedAt),
    );
    try {
      const { outcomes } = await db.transaction((tx) => writeBatch(tx as Db, batch));
      for (const [index, outcome] of outcomes.entries()) count(stats, written, batch[index] as PreparedRecord, outcome);
    } catch {
      for (const record of batch) {
        try {
          const { outcomes } = await db.transaction((tx) => writeBatch(tx as Db, [record]));
          for (const outcome of outcomes) count(stats, written, record, outcome);
        } catch (error) {
          fail(stats, record.line, `kon niet worden opgeslagen: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    options.onProgress?.(stats);
  };

  let batch: PreparedRecord[] = [];
  // One batch is written while the next is being prepared: the database and this process work
  // at the same time. Batches still commit in order, so each sees the reposts of the ones before.
  let writing: Promise<void> = Promise.resolve();
  let writerIdle = true;
  const prepare = async (normalized: NormalizedItem[]) => {
    for (const item of normalized) {
      if ('error' in item) {
        fail(stats, item.line, item.error);
        continue;
      }
      const { posting } = item;
      const location = geocoder.geocode({
        postalCode: posting.address.postalCode,
        city: posting.address.city,
        latitude: posting.address.latitude,
        longitude: posting.address.longitude,
      });
      if (!location.provinceCode) location.provinceCode = provinceFromRegion(posting.address.region);
      const match = matcher.match(posting.title, posting.iscoCode);
      batch.push({
        line: item.line,
        posting,
        location,
        jobTitleId: match?.id ?? null,
        professionCode: posting.iscoCode ?? match?.iscoCode ?? null,
        dedupBlock: dedupBlockOf(posting, location),
      });
      if (batch.length >= batchSize) {
        await writing;
        writerIdle = false;
        writing = flush(batch).finally(() => {
          writerIdle = true;
        });
        batch = [];
      }
    }
  };

  // Normalising, the larger part of this process's work, moves to a worker thread once a feed has
  // more than `workerAfter` records. Its chunks come back in the order they were sent and are
  // prepared and batched in that order, so the batches are the ones normalising here would give.
  const normalizeOptions = { defaultDomain: options.defaultDomain ?? null, now: now.getTime() };
  const workerAfter = options.normalizeInWorkerAfter ?? WORKER_AFTER_RECORDS;
  let thread: NormalizeThread | null = null;
  const inFlight: Array<Promise<NormalizedItem[]>> = [];
  const chunksAhead = Math.ceil((WORKER_BATCHES_AHEAD * batchSize) / WORKER_CHUNK);
  let chunk: FeedItem[] = [];
  const send = async () => {
    if (chunk.length === 0) return;
    if (thread === null && stats.read > workerAfter) thread = startNormalizeThread(normalizeOptions);
    if (thread === null) {
      await prepare(normalizeItems(chunk, normalizeOptions));
      chunk = [];
      // The database's answers are only read in a turn of the event loop, and a feed whose records
      // are at hand (the generator, a buffered file) never gives one on its own.
      if (!writerIdle) await nextTurn();
      return;
    }
    const answer = thread.normalize(chunk);
    answer.catch(() => {});
    inFlight.push(answer);
    chunk = [];
    while (inFlight.length > chunksAhead) await prepare(await (inFlight.shift() as Promise<NormalizedItem[]>));
  };
  try {
    for await (const item of options.items) {
      stats.read++;
      chunk.push(item);
      if (chunk.length >= (thread === null ? RECORDS_PER_TURN : WORKER_CHUNK)) await send();
    }
    await send();
    while (inFlight.length > 0) await prepare(await (inFlight.shift() as Promise<NormalizedItem[]>));
    await writing;
    await flush(batch);
    stats.compactedMonths = await compactWrittenMonths(
      database,
      written,
      options.compactMinimumRows ?? COMPACT_MINIMUM_ROWS,
    );
    await finishRun(db, runId, 'finished', stats);
  } catch (error) {
    await writing.catch(() => {});
    await finishRun(db, runId, 'failed', stats);
    throw error;
  } finally {
    await (thread as NormalizeThread | null)?.close();
  }
  return stats;
}

async function finishRun(db: Db, id: string | null, status: string, stats: ImportStats) {
  if (!id) return;
  const { errors, ...counts } = stats;
  await createImportsRepository(db).finishRun(id, status, { ...counts, firstErrors: errors.slice(0, 20) });
}
