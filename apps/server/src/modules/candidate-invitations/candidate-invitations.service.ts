import { generateToken, hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import { createError } from '@koers/server-core/jsonapi/errors';
import { type Actor, CANDIDATE_INVITATION_DAYS, dossierPolicy } from '@koers/shared';
import { type DossierRow, loadDossier } from '../dossier-access/dossier-access.service';
import { recordDossierAccess } from '../dossier-access-log/dossier-access-log.service';
import type { Mailer, MailMessage } from '../mail/mailer';
import { organizationName as nameOf } from '../organizations/organizations.service';
import { type SessionRow, type SessionSettings, startSession } from '../sessions/sessions.service';
import type { ContextFacts } from '../user-contexts/actor';
import { contextFactsForUser, createClientContext, findClientContext } from '../user-contexts/user-contexts.service';
import { hashPassword } from '../users/passwords';
import {
  createUser,
  findUser,
  findUserByEmail,
  normalizeEmail,
  type UserRow,
  updateUser,
} from '../users/users.service';
import { createCandidateInvitationsRepository } from './candidate-invitations.repository';
import { accessGrantedMail, invitationMail } from './invitation-mail';

const DAY_MS = 86_400_000;

export const invitationErrors = {
  emailTaken: () =>
    createError({
      status: 422,
      code: 'dossiers.email_has_dossier',
      detail: 'Er bestaat al een dossier voor dit e-mailadres in deze organisatie.',
      pointer: '/data/attributes/email',
    }),
  alreadyHasAccess: () =>
    createError({
      status: 422,
      code: 'candidate_invitations.already_has_access',
      detail: 'De kandidaat kan al inloggen; een uitnodiging is niet nodig.',
    }),
  noEmail: () =>
    createError({
      status: 422,
      code: 'candidate_invitations.no_email',
      detail: 'Vul eerst een e-mailadres in bij de persoonsgegevens.',
    }),
  invalidToken: () =>
    createError({
      status: 422,
      code: 'candidate_invitations.invalid_token',
      detail: 'Deze uitnodiging is verlopen of al gebruikt. Vraag je coach om een nieuwe uitnodiging.',
      pointer: '/data/attributes/token',
    }),
};

export type ClientAccountResult = { user: UserRow; userContextId: string; created: boolean };

/**
 * The candidate's login for this dossier: an existing person with that address gets a client
 * context here; otherwise a person without a password is created (the invitation sets it).
 */
export async function ensureClientAccount(
  tx: Db,
  input: { organizationId: string; dossierId: string; email: string; name: string },
): Promise<ClientAccountResult> {
  const user =
    (await findUserByEmail(tx, input.email)) ??
    (await createUser(tx, { email: input.email, name: input.name, passwordHash: null }));
  const existing = await findClientContext(tx, input.organizationId, user.id);
  if (existing) {
    if (existing.dossierId !== input.dossierId) throw invitationErrors.emailTaken();
    return { user, userContextId: existing.id, created: false };
  }
  const userContextId = await createClientContext(tx, {
    organizationId: input.organizationId,
    userId: user.id,
    dossierId: input.dossierId,
  });
  return { user, userContextId, created: true };
}

/**
 * Inside the caller's transaction: revokes open invitations and creates a new one for a person
 * without a password, or tells a person with one that they have access. Returns the mail, which
 * the caller sends after commit.
 */
export async function prepareInvitation(
  tx: Db,
  input: { actor: Actor; dossier: DossierRow; user: UserRow; publicUrl: string; now: Date },
): Promise<MailMessage> {
  const { actor, dossier, user, now } = input;
  const organizationName = (await nameOf(tx, dossier.organizationId)) ?? 'Koers';
  if (user.passwordHash) {
    return accessGrantedMail({
      to: user.email,
      name: dossier.clientName,
      organizationId: dossier.organizationId,
      organizationName,
      loginUrl: `${input.publicUrl}/login`,
    });
  }
  const repo = createCandidateInvitationsRepository(tx);
  await repo.revokeOpen(dossier.organizationId, dossier.id, now);
  const token = generateToken();
  await repo.insert({
    organizationId: dossier.organizationId,
    dossierId: dossier.id,
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + CANDIDATE_INVITATION_DAYS * DAY_MS),
    sentByContextId: actor.userContextId,
  });
  const inviter = await findUser(tx, actor.userId);
  return invitationMail({
    to: user.email,
    name: dossier.clientName,
    organizationId: dossier.organizationId,
    organizationName,
    inviterName: inviter?.name ?? organizationName,
    link: `${input.publicUrl}/invitation/${token}`,
  });
}

/** Uitnodiging opnieuw versturen: for a candidate who cannot log in yet. */
export async function resendInvitation(input: {
  db: Db;
  mailer: Mailer;
  actor: Actor;
  dossierId: string;
  publicUrl: string;
  now?: Date;
}): Promise<void> {
  const now = input.now ?? new Date();
  const { row } = await loadDossier(input.db, input.actor, input.dossierId, dossierPolicy.update);
  if (!row.clientEmail) throw invitationErrors.noEmail();
  const email = row.clientEmail;
  const mail = await input.db.transaction(async (tx) => {
    const account = await ensureClientAccount(tx, {
      organizationId: row.organizationId,
      dossierId: row.id,
      email,
      name: row.clientName,
    });
    if (account.user.passwordHash) throw invitationErrors.alreadyHasAccess();
    await recordDossierAccess(tx, input.actor, { dossierId: row.id, action: 'create', subject: 'invitation' });
    return prepareInvitation(tx, {
      actor: input.actor,
      dossier: row,
      user: account.user,
      publicUrl: input.publicUrl,
      now,
    });
  });
  await input.mailer.send(input.db, mail);
}

/** What the acceptance page shows before the candidate chooses a password. */
export async function previewInvitation(input: { db: Db; token: string; now?: Date }) {
  const found = await createCandidateInvitationsRepository(input.db).findUsable(
    hashToken(input.token),
    input.now ?? new Date(),
  );
  if (!found) throw invitationErrors.invalidToken();
  return {
    id: found.invitation.id,
    name: found.userName,
    email: found.invitation.email,
    organizationName: found.organizationName,
    expiresAt: found.invitation.expiresAt,
  };
}

/**
 * Accepting: the single-use token sets the password and logs the candidate in (a new session),
 * unless the person protects their account with a second factor; then they log in as usual.
 */
export async function acceptInvitation(input: {
  db: Db;
  token: string;
  password: string;
  ip: string;
  userAgent: string | null;
  settings: SessionSettings;
  now?: Date;
}): Promise<{ token: string; session: SessionRow; user: UserRow; contexts: ContextFacts[] } | null> {
  const now = input.now ?? new Date();
  // Hashing takes tens of milliseconds; do it before the transaction holds any lock.
  const passwordHash = await hashPassword(input.password);
  const userId = await input.db.transaction(async (tx) => {
    const repo = createCandidateInvitationsRepository(tx);
    const found = await repo.findUsable(hashToken(input.token), now);
    if (!found || !(await repo.accept(found.invitation.id, now))) throw invitationErrors.invalidToken();
    await updateUser(tx, found.invitation.userId, { passwordHash });
    return found.invitation.userId;
  });
  const user = await findUser(input.db, userId);
  if (!user || user.mfaEnabledAt) return null;
  const { token, session } = await startSession(input.db, {
    userId,
    mfaVerified: false,
    ip: input.ip,
    userAgent: input.userAgent,
    settings: input.settings,
    now,
  });
  const contexts = await contextFactsForUser(input.db, userId, false);
  return { token, session, user, contexts };
}

export { normalizeEmail };

/** Inside the caller's transaction: every open invitation of the dossier stops working. */
export async function revokeOpenInvitations(tx: Db, organizationId: string, dossierId: string, now: Date) {
  await createCandidateInvitationsRepository(tx).revokeOpen(organizationId, dossierId, now);
}

/** The dossier's most recent invitation (sent, accepted or revoked), if any. */
export function latestInvitation(db: Db, organizationId: string, dossierId: string) {
  return createCandidateInvitationsRepository(db).latest(organizationId, dossierId);
}

export type { CandidateInvitationRow } from './candidate-invitations.repository';
