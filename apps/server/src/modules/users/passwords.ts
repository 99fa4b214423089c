import { createError } from '@koers/server-core/jsonapi/errors';
import { createGate, type Gate, GateFullError } from '@koers/server-core/lib/gate';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Verified against when the account does not exist, so a login takes as long either way.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$zRUBYSn9JyQQAlG2+ceBVg$TrWFBWBF7qZ1yHJ67j31mQM0t6luenLGgdeviwFAMN8';

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** How many password checks wait for a turn, per check that may run at once. */
const WAITING_PER_CHECK = 4;

/**
 * Password checks of this process: at most `inFlight` at once (each takes a thread and 19 MiB),
 * a few more wait their turn, the rest of a burst is refused at once (503) before any hashing,
 * so a login burst cannot hold up everything else the process does.
 */
let checks: Gate = createGate({ inFlight: 4, waiting: 4 * WAITING_PER_CHECK });

/** LOGIN_HASHES_IN_FLIGHT: the main backend sets it when it starts. */
export function limitPasswordChecks(inFlight: number): void {
  checks = createGate({ inFlight, waiting: inFlight * WAITING_PER_CHECK });
}

const busy = () =>
  createError({
    status: 503,
    code: 'session.busy',
    detail: 'Het is op dit moment erg druk. Probeer het over een paar seconden opnieuw.',
    headers: { 'retry-after': '2' },
  });

/**
 * True when the password matches; a missing hash (no password set yet) never matches. Throws 503
 * when too many checks are under way.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await checks.run(async () => {
      if (!passwordHash) {
        await verify(DUMMY_HASH, password).catch(() => false);
        return false;
      }
      return verify(passwordHash, password).catch(() => false);
    });
  } catch (error) {
    throw error instanceof GateFullError ? busy() : error;
  }
}
