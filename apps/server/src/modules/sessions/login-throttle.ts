import { hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import { createLoginThrottlesRepository } from './login-throttles.repository';
import { sessionErrors } from './sessions.errors';

/** Both limits count within a fixed window of 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords per account from one client address (or one trusted device). */
export const MAX_ATTEMPTS_PER_ADDRESS = 5;
/**
 * Wrong passwords per account across all addresses from browsers the account never logged in
 * from. Past it such attempts are refused unchecked until the window ends (or the owner sets a
 * new password by e-mail); the owner's own trusted devices are not counted here.
 */
export const MAX_ATTEMPTS_PER_ACCOUNT = 10;

export type LoginReservation = {
  /**
   * The attempt turned out not to be a guess (right password, a login): give it back. The failed
   * ones of the window still count, so a success inside a burst does not open the window for the
   * rest of it.
   */
  release(): Promise<void>;
};

const accountKeyOf = (email: string) => hashToken(`login:account:${email}`);

/**
 * Reserves a login attempt before anything is checked, so that a burst of parallel attempts
 * evaluates at most the limits however it is spread: each reservation is one atomic statement per
 * key and decides at once (429), nobody waits. `deviceKey` is the hash of a trusted-device token of
 * this account: such an attempt counts per device instead of per address and across the account.
 */
export async function reserveLoginAttempt(input: {
  db: Db;
  email: string;
  ip: string;
  deviceKey?: string | null;
  now: Date;
}): Promise<LoginReservation> {
  const repo = createLoginThrottlesRepository(input.db);
  const keys: string[] = [];
  const reserve = async (key: string, limit: number, refuse: (seconds: number) => Error) => {
    const reserved = await repo.reserve(key, input.now, LOGIN_WINDOW_MS);
    keys.push(key);
    if (reserved.attempts > limit) {
      const retryAfterMs = reserved.windowStartedAt.getTime() + LOGIN_WINDOW_MS - input.now.getTime();
      throw refuse(Math.max(1, Math.ceil(retryAfterMs / 1000)));
    }
  };

  if (input.deviceKey) {
    await reserve(
      hashToken(`login:device:${input.deviceKey}`),
      MAX_ATTEMPTS_PER_ADDRESS,
      sessionErrors.tooManyAttempts,
    );
  } else {
    await reserve(
      hashToken(`login:address:${input.email}\u0000${input.ip}`),
      MAX_ATTEMPTS_PER_ADDRESS,
      sessionErrors.tooManyAttempts,
    );
    await reserve(accountKeyOf(input.email), MAX_ATTEMPTS_PER_ACCOUNT, sessionErrors.tooManyAttemptsOnAccount);
  }

  return {
    async release() {
      for (const key of keys) await repo.release(key);
    },
  };
}

/** The person proved they own the address (a reset by e-mail): the account's limit starts again. */
export async function clearAccountLoginLimit(db: Db, email: string): Promise<void> {
  await createLoginThrottlesRepository(db).deleteKey(accountKeyOf(email));
}

/** Housekeeping: counters whose window has passed count nothing any more. */
export async function deleteExpiredLoginThrottles(db: Db, now: Date): Promise<void> {
  await createLoginThrottlesRepository(db).deleteWindowsBefore(new Date(now.getTime() - LOGIN_WINDOW_MS));
}
