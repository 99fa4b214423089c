import { setTimeout as sleep } from 'node:timers/promises';
import { hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import { createLoginThrottlesRepository } from './login-throttles.repository';
import { sessionErrors } from './sessions.errors';

/** Both limits count within a fixed window of 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Attempts per account from one client address: the tight limit, a hard one (429). */
export const MAX_ATTEMPTS_PER_ADDRESS = 5;
/** Attempts per account across all addresses before each further attempt waits. */
export const FREE_ATTEMPTS_PER_ACCOUNT = 10;
/** The longest wait: the owner logs in even while the account is under attack. */
export const MAX_ACCOUNT_DELAY_MS = 8_000;

/**
 * How long attempt `n` on one account (across addresses) waits before its password is checked:
 * nothing for the first ten, then 0.5 s doubling to at most 8 s. A wait, not a lock: the owner,
 * from an address of their own, still gets in during an attack from elsewhere; an attacker with
 * many addresses pays seconds per guess on top of five guesses per address.
 */
export function accountDelayMs(attempt: number): number {
  if (attempt <= FREE_ATTEMPTS_PER_ACCOUNT) return 0;
  return Math.min(500 * 2 ** (attempt - FREE_ATTEMPTS_PER_ACCOUNT - 1), MAX_ACCOUNT_DELAY_MS);
}

export type LoginReservation = {
  /** The attempt turned out not to be a guess (right password): give it back. */
  release(): Promise<void>;
  /** The person logged in from this address: forget this address's attempts. */
  succeeded(): Promise<void>;
};

/**
 * Reserves a login attempt before anything is checked, so that a burst of parallel attempts
 * evaluates at most the limit: the reservation is one atomic statement per key and decides.
 * Throws 429 past the per-address limit; waits past the free attempts of the account.
 */
export async function reserveLoginAttempt(input: {
  db: Db;
  email: string;
  ip: string;
  now: Date;
}): Promise<LoginReservation> {
  const repo = createLoginThrottlesRepository(input.db);
  const pairKey = hashToken(`login:address:${input.email}\u0000${input.ip}`);
  const accountKey = hashToken(`login:account:${input.email}`);

  const pair = await repo.reserve(pairKey, input.now, LOGIN_WINDOW_MS);
  if (pair.attempts > MAX_ATTEMPTS_PER_ADDRESS) {
    const retryAfterMs = pair.windowStartedAt.getTime() + LOGIN_WINDOW_MS - input.now.getTime();
    throw sessionErrors.tooManyAttempts(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }
  const account = await repo.reserve(accountKey, input.now, LOGIN_WINDOW_MS);
  const delay = accountDelayMs(account.attempts);
  if (delay > 0) await sleep(delay);

  return {
    async release() {
      await repo.release(pairKey);
      await repo.release(accountKey);
    },
    async succeeded() {
      await repo.clear(pairKey);
      await repo.release(accountKey);
    },
  };
}

/** Housekeeping: counters whose window has passed count nothing any more. */
export async function deleteExpiredLoginThrottles(db: Db, now: Date): Promise<void> {
  await createLoginThrottlesRepository(db).deleteWindowsBefore(new Date(now.getTime() - LOGIN_WINDOW_MS));
}
