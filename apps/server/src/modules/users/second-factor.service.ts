import { randomInt } from 'node:crypto';
import { hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import { normalizeRecoveryCode } from '@koers/shared/schemas/session-messages';
import { createSecondFactorRepository } from './second-factor.repository';
import { totpTimeStep } from './totp';
import { createUsersRepository, type UserRow } from './users.repository';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: read from paper and typed over without doubt. 31 signs, 16 of them: 79 bits.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const signs = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return signs.replace(/(.{4})(?!$)/g, '$1-');
}

function recoveryCodeHash(code: string): string {
  return hashToken(`mfa-recovery:${normalizeRecoveryCode(code)}`);
}

/** What proves the person's current second factor: a code of the app, or a recovery code. */
export type SecondFactorProof = { otp?: string | undefined; recoveryCode?: string | undefined };

/**
 * Checks a proof of the person's current second factor and uses it up: an app code is accepted
 * once (for a time step later than the last one used), a recovery code once ever. False when
 * the proof is wrong or already used.
 */
export async function useSecondFactor(
  db: Db,
  user: Pick<UserRow, 'id' | 'mfaSecret'>,
  proof: SecondFactorProof,
  now = new Date(),
): Promise<boolean> {
  const repo = createSecondFactorRepository(db);
  if (proof.otp !== undefined) {
    if (!user.mfaSecret) return false;
    const step = await totpTimeStep(user.mfaSecret, proof.otp);
    return step !== null && (await repo.claimTimeStep(user.id, step));
  }
  if (proof.recoveryCode !== undefined)
    return repo.consumeRecoveryCode(user.id, recoveryCodeHash(proof.recoveryCode), now);
  return false;
}

export async function unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  return createSecondFactorRepository(db).unusedRecoveryCodes(userId);
}

/** A new secret waits here until its first code confirms it. */
export async function setPendingSecret(db: Db, userId: string, secret: string): Promise<void> {
  await createUsersRepository(db).update(userId, { mfaPendingSecret: secret });
}

/**
 * The pending secret becomes the person's factor (its first code's step counts as used), with
 * ten new recovery codes, returned once in plain text; earlier codes stop working.
 */
export async function activatePendingSecret(
  db: Db,
  input: { userId: string; secret: string; firstCode: string; now: Date },
): Promise<string[] | null> {
  const step = await totpTimeStep(input.secret, input.firstCode);
  if (step === null) return null;
  const repo = createSecondFactorRepository(db);
  await createUsersRepository(db).update(input.userId, {
    mfaSecret: input.secret,
    mfaPendingSecret: null,
    mfaEnabledAt: input.now,
  });
  await repo.clear(input.userId);
  await repo.claimTimeStep(input.userId, step);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await repo.replaceRecoveryCodes(input.userId, codes.map(recoveryCodeHash));
  return codes;
}

/** Turns the second factor off: secret, pending secret, recovery codes and used steps go. */
export async function removeSecondFactor(db: Db, userId: string): Promise<void> {
  await createUsersRepository(db).update(userId, { mfaSecret: null, mfaPendingSecret: null, mfaEnabledAt: null });
  await createSecondFactorRepository(db).clear(userId);
}
