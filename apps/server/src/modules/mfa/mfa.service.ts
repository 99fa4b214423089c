import type { SessionInfo } from '@koers/server-core/auth/actor-resolver';
import type { Db } from '@koers/server-core/db/database';
import { unauthenticated } from '@koers/server-core/jsonapi/errors';
import type { MfaProofInput } from '@koers/shared';
import { endOtherSessions, markSessionMfaVerified } from '../sessions/sessions.service';
import { contextFactsForUser } from '../user-contexts/user-contexts.service';
import {
  activatePendingSecret,
  removeSecondFactor,
  setPendingSecret,
  useSecondFactor,
} from '../users/second-factor.service';
import { newTotpSecret, totpUri } from '../users/totp';
import { findUser } from '../users/users.service';
import { mfaErrors } from './mfa.errors';

/**
 * Proves the current factor with an app code or a recovery code (used up either way), or
 * refuses: a stolen session alone must not replace or remove the owner's authenticator.
 */
async function requireCurrentFactor(
  db: Db,
  user: { id: string; mfaSecret: string | null },
  proof: Partial<MfaProofInput>,
) {
  if (proof.code === undefined && proof.recoveryCode === undefined) throw mfaErrors.proofRequired();
  const ok = await useSecondFactor(
    db,
    user,
    proof.code !== undefined ? { otp: proof.code } : { recoveryCode: proof.recoveryCode },
  );
  if (!ok)
    throw mfaErrors.invalidProof(proof.code !== undefined ? '/data/attributes/code' : '/data/attributes/recoveryCode');
}

/**
 * Step one of setting up (or replacing) the authenticator app: a new secret, kept pending until
 * its first code confirms it. With a factor already on, only after proof of the current one.
 */
export async function startEnrollment(input: { db: Db; session: SessionInfo; proof: Partial<MfaProofInput> }) {
  const user = await findUser(input.db, input.session.userId);
  if (!user) throw unauthenticated();
  if (user.mfaEnabledAt) await requireCurrentFactor(input.db, user, input.proof);
  const secret = newTotpSecret();
  await setPendingSecret(input.db, user.id, secret);
  return { userId: user.id, secret, otpauthUrl: totpUri(secret, user.email) };
}

/**
 * Step two: the first code of the new secret turns it on. The person's other sessions end (a
 * session stolen before cannot ride along), this one counts as verified, and ten new recovery
 * codes are returned, once.
 */
export async function confirmEnrollment(input: { db: Db; session: SessionInfo; code: string; now?: Date }) {
  const now = input.now ?? new Date();
  const user = await findUser(input.db, input.session.userId);
  if (!user) throw unauthenticated();
  const secret = user.mfaPendingSecret;
  if (!secret) throw mfaErrors.invalidNewCode();
  const codes = await input.db.transaction(async (tx) => {
    const recoveryCodes = await activatePendingSecret(tx, { userId: user.id, secret, firstCode: input.code, now });
    if (!recoveryCodes) throw mfaErrors.invalidNewCode();
    await markSessionMfaVerified(tx, input.session.id, now);
    await endOtherSessions(tx, user.id, input.session.id);
    return recoveryCodes;
  });
  return { userId: user.id, recoveryCodes: codes };
}

/**
 * Turning the second factor off, with proof of it; not while an organisation the person works
 * in requires it for their role there (replacing the app remains possible).
 */
export async function removeEnrollment(input: { db: Db; session: SessionInfo; proof: Partial<MfaProofInput> }) {
  const user = await findUser(input.db, input.session.userId);
  if (!user) throw unauthenticated();
  if (!user.mfaEnabledAt) throw mfaErrors.notEnabled();
  const requiring = (await contextFactsForUser(input.db, user.id, input.session)).find((facts) =>
    facts.requirements.some(
      (requirement) =>
        requirement.mfa &&
        requirement.organizationId === facts.organization.id &&
        requirement.userType === facts.context.userType,
    ),
  );
  if (requiring) throw mfaErrors.requiredByOrganization(requiring.organization.name);
  await requireCurrentFactor(input.db, user, input.proof);
  await removeSecondFactor(input.db, user.id);
}
