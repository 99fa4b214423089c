import { generateToken, hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import { createError } from '@koers/server-core/jsonapi/errors';
import { createDeeplinksRepository } from './deeplinks.repository';

/** How long a link in an e-mail keeps working. */
export const DEEPLINK_TTL_DAYS = 30;
/** An expired link says so for another 30 days; then it is gone and unknown, like any other. */
const KEEP_EXPIRED_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

export const deeplinkErrors = {
  notFound: () =>
    createError({
      status: 404,
      code: 'deeplink.not_found',
      detail:
        'Deze link werkt niet voor jou. Misschien is hij voor iemand anders bedoeld, of ben je ingelogd met een ander account.',
    }),
  expired: () =>
    createError({
      status: 410,
      code: 'deeplink.expired',
      detail: `Deze link is verlopen: links in e-mails werken ${DEEPLINK_TTL_DAYS} dagen.`,
    }),
};

/**
 * Inside the caller's transaction: a link to `target` (a path of the web app) for one user
 * context. Returns the path to put in an e-mail.
 */
export async function createDeeplink(
  tx: Db,
  input: { organizationId: string; userContextId: string; target: string; now: Date },
): Promise<string> {
  if (!input.target.startsWith('/') || input.target.startsWith('//')) throw new Error(`no app path: ${input.target}`);
  const token = generateToken();
  await createDeeplinksRepository(tx).insert({
    organizationId: input.organizationId,
    userContextId: input.userContextId,
    tokenHash: hashToken(token),
    target: input.target,
    expiresAt: new Date(input.now.getTime() + DEEPLINK_TTL_DAYS * DAY_MS),
  });
  return `/deeplinks/${token}`;
}

/**
 * Where a link leads, for the person it was made for: the page and the user context to open it
 * in. Someone else's link is not found, as an unknown one; an expired one of theirs says so.
 */
export async function resolveDeeplink(
  db: Db,
  input: { userId: string; token: string; now?: Date },
): Promise<{ target: string; userContextId: string }> {
  const row = await createDeeplinksRepository(db).findByTokenHash(hashToken(input.token));
  if (!row || row.userId !== input.userId) throw deeplinkErrors.notFound();
  if (row.expiresAt <= (input.now ?? new Date())) throw deeplinkErrors.expired();
  return { target: row.target, userContextId: row.userContextId };
}

/** Housekeeping: links that expired long enough ago are forgotten. */
export async function deleteExpiredDeeplinks(db: Db, now = new Date()): Promise<void> {
  await createDeeplinksRepository(db).deleteExpiredBefore(new Date(now.getTime() - KEEP_EXPIRED_DAYS * DAY_MS));
}
