import { generateToken, hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import { createError } from '@koers/server-core/jsonapi/errors';
import type { Mailer } from '../mail/mailer';
import { clearAccountLoginLimit } from '../sessions/login-throttle';
import { replacePassword } from '../sessions/sessions.service';
import { hashPassword } from '../users/passwords';
import { findUser, findUserByEmail, lockUser } from '../users/users.service';
import { createPasswordResetsRepository } from './password-resets.repository';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** More requests than this per hour for one account are silently dropped (mail bombing). */
const MAX_RESETS_PER_HOUR = 5;

/** The job (pg-boss queue) that turns queued requests into links and mails. */
export const PASSWORD_RESET_JOB = 'password-reset-requests';

/**
 * A request for a reset link: queued as it is, known address or not, so the request does the
 * same work either way (the rest happens in the job queue, `handleQueuedPasswordResets`) and
 * neither its answer nor its timing, nor the next request's, tells whether an account exists.
 */
export async function queuePasswordReset(input: { db: Db; email: string; now?: Date }): Promise<void> {
  await createPasswordResetsRepository(input.db).enqueueRequest(input.email, input.now ?? new Date());
}

/** The job: handles every queued request, one at a time (instances running it at once share the work). */
export async function handleQueuedPasswordResets(input: { db: Db; mailer: Mailer; publicUrl: string }): Promise<void> {
  const repo = createPasswordResetsRepository(input.db);
  for (let request = await repo.takeRequest(); request; request = await repo.takeRequest()) {
    await requestPasswordReset({ ...input, email: request.email, now: request.requestedAt });
  }
}

/**
 * Sends a reset link when the address belongs to an account, and makes the person's older
 * links dead.
 */
async function requestPasswordReset(input: {
  db: Db;
  mailer: Mailer;
  email: string;
  publicUrl: string;
  now?: Date;
}): Promise<void> {
  const now = input.now ?? new Date();
  const user = await findUserByEmail(input.db, input.email);
  if (!user) return;
  const token = await input.db.transaction(async (tx) => {
    // The person's row is locked for the rest of the transaction, so two requests at once
    // count one after the other: the limit is never read stale.
    await lockUser(tx, user.id);
    const repo = createPasswordResetsRepository(tx);
    if ((await repo.countSince(user.id, new Date(now.getTime() - RESET_TTL_MS))) >= MAX_RESETS_PER_HOUR) return null;
    // Only the newest link works: the ones mailed before it die now.
    await repo.invalidateOpen(user.id, now);
    const token = generateToken();
    await repo.insert({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    });
    return token;
  });
  if (!token) return;
  const link = `${input.publicUrl}/password-reset/${token}`;
  await input.mailer.send(input.db, {
    type: 'password_reset',
    to: user.email,
    organizationId: null,
    userId: user.id,
    values: { naam: user.name, link },
  });
}

/** Sets the new password with a single-use token, kills the person's other links and logs them out everywhere. */
export async function resetPassword(input: { db: Db; token: string; password: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  // Hashing takes tens of milliseconds; do it before the transaction holds any lock.
  const passwordHash = await hashPassword(input.password);
  const userId = await input.db.transaction(async (tx) => {
    const userId = await createPasswordResetsRepository(tx).consume(hashToken(input.token), now);
    if (!userId) {
      throw createError({
        status: 422,
        code: 'password_reset.invalid_token',
        detail: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe link aan.',
        pointer: '/data/attributes/token',
      });
    }
    // Every other link of the person dies with this one.
    await createPasswordResetsRepository(tx).invalidateOpen(userId, now);
    await replacePassword(tx, userId, passwordHash);
    return userId;
  });
  // The link proved the mailbox is theirs: attempts from elsewhere no longer keep them out.
  const user = await findUser(input.db, userId);
  if (user) await clearAccountLoginLimit(input.db, user.email);
}

/** Inside the caller's transaction: every reset link of the person stops working (their password just changed). */
export async function invalidateResetLinks(tx: Db, userId: string, now = new Date()): Promise<void> {
  await createPasswordResetsRepository(tx).invalidateOpen(userId, now);
}
