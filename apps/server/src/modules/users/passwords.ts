import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Verified against when the account does not exist, so a login takes as long either way.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$zRUBYSn9JyQQAlG2+ceBVg$TrWFBWBF7qZ1yHJ67j31mQM0t6luenLGgdeviwFAMN8';

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when the password matches; a missing hash (no password set yet) never matches. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
