import { generateToken, hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import { notFound, unauthenticated } from '@koers/server-core/jsonapi/errors';
import { followLoginEmailChange } from '../dossiers/dossier-handover.service';
import type { Mailer } from '../mail/mailer';
import { invalidateResetLinks } from '../password-resets/password-resets.service';
import {
  checkCurrentPassword,
  endOtherSessions,
  endOwnSession,
  liveSessionsOf,
  replacePassword,
  type SessionSettings,
} from '../sessions/sessions.service';
import { hashPassword } from '../users/passwords';
import { unusedRecoveryCodes } from '../users/second-factor.service';
import { findUser, findUserByEmail, lockUser, normalizeEmail, type UserRow, updateUser } from '../users/users.service';
import { accountErrors } from './account.errors';
import { createEmailChangesRepository } from './account.repository';
import { emailChangedNoticeMail, emailChangeMail } from './account-mail';
import { addressKind, describeDevice } from './user-agent';

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** More address changes than this per hour are refused (mail bombing a stranger's mailbox). */
const MAX_EMAIL_CHANGES_PER_HOUR = 5;

async function ownUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user) throw unauthenticated();
  return user;
}

/** Mijn account: name, login address (and one waiting for confirmation), second factor. */
export async function readAccount(db: Db, userId: string, now = new Date()) {
  const user = await ownUser(db, userId);
  const pending = await createEmailChangesRepository(db).open(userId, now);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    pendingEmail: pending ? { email: pending.email, expiresAt: pending.expiresAt } : null,
    mfaEnabled: user.mfaEnabledAt !== null,
    recoveryCodesLeft: user.mfaEnabledAt ? await unusedRecoveryCodes(db, userId) : 0,
  };
}

export type AccountView = Awaited<ReturnType<typeof readAccount>>;

export async function renameAccount(db: Db, userId: string, name: string): Promise<AccountView> {
  await ownUser(db, userId);
  await updateUser(db, userId, { name });
  return readAccount(db, userId);
}

/**
 * E-mailadres wijzigen: after the current password, a single-use link valid for a day goes to
 * the new address; the login changes only when it is opened. The answer is the same whether the
 * address is free or someone else's login (only its mailbox learns that).
 */
export async function requestEmailChange(input: {
  db: Db;
  mailer: Mailer;
  userId: string;
  email: string;
  currentPassword: string;
  ip: string;
  publicUrl: string;
  now?: Date;
}): Promise<AccountView> {
  const now = input.now ?? new Date();
  const { db } = input;
  const user = await ownUser(db, input.userId);
  const email = normalizeEmail(input.email);
  const passwordOk = await checkCurrentPassword(db, {
    email: user.email,
    passwordHash: user.passwordHash,
    password: input.currentPassword,
    ip: input.ip,
    now,
  });
  if (!passwordOk) throw accountErrors.wrongPassword();
  if (email === user.email) throw accountErrors.sameEmail();
  const token = await db.transaction(async (tx) => {
    // Counted one after the other per person, so the limit is never read stale.
    await lockUser(tx, user.id);
    const repo = createEmailChangesRepository(tx);
    if ((await repo.countSince(user.id, new Date(now.getTime() - 60 * 60 * 1000))) >= MAX_EMAIL_CHANGES_PER_HOUR) {
      throw accountErrors.tooManyEmailChanges();
    }
    await repo.invalidateOpen(user.id, now);
    const token = generateToken();
    await repo.insert({
      userId: user.id,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    });
    return token;
  });
  const owner = await findUserByEmail(db, email);
  await input.mailer.send(
    db,
    emailChangeMail({
      to: email,
      userId: user.id,
      name: user.name,
      link: `${input.publicUrl}/email-change/${token}`,
      taken: owner !== null && owner.id !== user.id,
    }),
  );
  return readAccount(db, user.id, now);
}

/**
 * The link of the confirmation mail: the login becomes the new address (once, within a day,
 * while nobody else logs in with it); dossiers that wrote to the old address follow, and the old
 * address hears of it.
 */
export async function confirmEmailChange(input: { db: Db; mailer: Mailer; token: string; now?: Date }) {
  const now = input.now ?? new Date();
  const changed = await input.db.transaction(async (tx) => {
    const repo = createEmailChangesRepository(tx);
    const request = await repo.consume(hashToken(input.token), now);
    if (!request) throw accountErrors.invalidEmailToken();
    await lockUser(tx, request.userId);
    const owner = await findUserByEmail(tx, request.email);
    if (owner && owner.id !== request.userId) throw accountErrors.emailTaken();
    const user = await ownUser(tx, request.userId);
    await repo.invalidateOpen(user.id, now);
    await updateUser(tx, user.id, { email: request.email });
    await followLoginEmailChange(tx, { userId: user.id, previousEmail: user.email, email: request.email });
    return { userId: user.id, name: user.name, previousEmail: user.email, email: request.email };
  });
  await input.mailer.send(
    input.db,
    emailChangedNoticeMail({
      to: changed.previousEmail,
      userId: changed.userId,
      name: changed.name,
      email: changed.email,
    }),
  );
  return { email: changed.email };
}

/**
 * Wachtwoord wijzigen: after the current password, the new one; every other session of the
 * person ends (this one stays), and open reset and address-change links die with the old password.
 */
export async function changePassword(input: {
  db: Db;
  userId: string;
  sessionId: string;
  currentPassword: string;
  password: string;
  ip: string;
  now?: Date;
}): Promise<void> {
  const now = input.now ?? new Date();
  const user = await ownUser(input.db, input.userId);
  const passwordOk = await checkCurrentPassword(input.db, {
    email: user.email,
    passwordHash: user.passwordHash,
    password: input.currentPassword,
    ip: input.ip,
    now,
  });
  if (!passwordOk) throw accountErrors.wrongPassword();
  const passwordHash = await hashPassword(input.password);
  await input.db.transaction(async (tx) => {
    await replacePassword(tx, user.id, passwordHash, input.sessionId);
    await invalidateResetLinks(tx, user.id, now);
    await createEmailChangesRepository(tx).invalidateOpen(user.id, now);
  });
}

/** Where the person is logged in: device, address, last use; which one is this browser. */
export async function listOwnSessions(db: Db, userId: string, currentSessionId: string, settings: SessionSettings) {
  const rows = await liveSessionsOf(db, userId, settings);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    addressKind: addressKind(row.ip),
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    mfaVerified: row.mfaVerifiedAt !== null,
  }));
}

export type OwnSession = Awaited<ReturnType<typeof listOwnSessions>>[number];

/** Overal uitloggen: every session of the person but this one ends. */
export function endSessionsElsewhere(db: Db, userId: string, currentSessionId: string): Promise<void> {
  return endOtherSessions(db, userId, currentSessionId);
}

/** One other session of the person ends (this one is ended by logging out). */
export async function endSession(db: Db, userId: string, currentSessionId: string, sessionId: string) {
  if (sessionId === currentSessionId) throw accountErrors.currentSession();
  if (!(await endOwnSession(db, userId, sessionId))) throw notFound('Deze sessie bestaat niet (meer).');
}
