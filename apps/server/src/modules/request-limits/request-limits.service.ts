import type { Db } from '@koers/server-core/db/database';
import type { RequestCounter } from '@koers/server-core/http/request-limits';
import { createRequestLimitsRepository } from './request-limits.repository';

/** The request limits' counters in the main database, shared by every instance on it. */
export function createRequestCounter(db: Db): RequestCounter {
  const repo = createRequestLimitsRepository(db);
  return { hit: (keyHash, windowSeconds, now) => repo.hit(keyHash, windowSeconds, now) };
}

/** Housekeeping: counters whose window has ended count nothing any more. */
export async function deleteEndedRequestLimits(db: Db, now: Date): Promise<void> {
  await createRequestLimitsRepository(db).deleteEndedBefore(now);
}
