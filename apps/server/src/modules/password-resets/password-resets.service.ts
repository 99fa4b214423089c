import { generateToken, hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import { createError } from '@koers/server-core/jsonapi/errors';
import type { Mailer } from '../mail/mailer';
import { replacePassword } from '../sessions/sessions.service';
import { hashPassword } from '../users/passwords';
import { createUsersRepository } from '../users/users.repository';
import { createPasswordResetsRepository } from './password-resets.repository';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** More requests than this per hour for one account are silently dropped (mail bombing). */
const MAX_RESETS_PER_HOUR = 5;

/**
 * Sends a reset link when the address belongs to an account. The caller answers 204 either
 * way, so the answer never tells whether an account exists.
 */
export async function requestPasswordReset(input: {
  db: Db;
  mailer: Mailer;
  email: string;
  publicUrl: string;
  now?: Date;
}): Promise<void> {
  const now = input.now ?? new Date();
  const user = await createUsersRepository(input.db).findByEmail(input.email);
  if (!user) return;
  const repo = createPasswordResetsRepository(input.db);
  if ((await repo.countSince(user.id, new Date(now.getTime() - RESET_TTL_MS))) >= MAX_RESETS_PER_HOUR) return;
  const token = generateToken();
  await repo.insert({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
  });
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

/** Sets the new password with a single-use token and logs the person out everywhere. */
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
    await replacePassword(tx, userId, passwordHash);
  });
}
