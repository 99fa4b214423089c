import { generateToken, hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import { createError } from '@koers/server-core/jsonapi/errors';
import type { Mailer } from '../mail/mailer';
import { replacePassword } from '../sessions/sessions.service';
import { hashPassword } from '../users/passwords';
import { findUserByEmail, lockUser } from '../users/users.service';
import { createPasswordResetsRepository } from './password-resets.repository';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** More requests than this per hour for one account are silently dropped (mail bombing). */
const MAX_RESETS_PER_HOUR = 5;

/**
 * Sends a reset link when the address belongs to an account, and makes the person's older
 * links dead. The caller answers 204 either way, before this runs, so neither the answer nor
 * its timing tells whether an account exists.
 */
export async function requestPasswordReset(input: {
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
    to: user.email,
    subject: 'Nieuw wachtwoord instellen voor Koers',
    text: [
      `Beste ${user.name},`,
      '',
      'Je hebt gevraagd om een nieuw wachtwoord voor Koers. Via deze link stel je het in:',
      '',
      link,
      '',
      'De link werkt één keer en is een uur geldig. Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft dan hetzelfde.',
      '',
      'Met vriendelijke groet,',
      'Koers',
    ].join('\n'),
  });
}

/** Sets the new password with a single-use token, kills the person's other links and logs them out everywhere. */
export async function resetPassword(input: { db: Db; token: string; password: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  // Hashing takes tens of milliseconds; do it before the transaction holds any lock.
  const passwordHash = await hashPassword(input.password);
  await input.db.transaction(async (tx) => {
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
  });
}
