import { generateToken, hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import { createError } from '@koers/server-core/jsonapi/errors';
import { type Actor, CANDIDATE_INVITATION_DAYS, dossierPolicy } from '@koers/shared';
import { and, eq } from 'drizzle-orm';
import { recordDossierAccess } from '../dossier-access-log/dossier-access-log.service';
import { loadDossier } from '../dossiers/dossier-loader';
import type { DossierRow } from '../dossiers/dossiers.repository';
import type { Mailer, MailMessage } from '../mail/mailer';
import { organizations } from '../organizations/organizations.table';
import { createSessionsRepository, type SessionRow } from '../sessions/sessions.repository';
import { contextFactsForUser, type SessionSettings } from '../sessions/sessions.service';
import type { ContextFacts } from '../user-contexts/actor';
import { userContexts } from '../user-contexts/user-contexts.table';
import { hashPassword } from '../users/passwords';
import { createUsersRepository, normalizeEmail, type UserRow } from '../users/users.repository';
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
  const usersRepo = createUsersRepository(tx);
  const user =
    (await usersRepo.findByEmail(input.email)) ??
    (await usersRepo.insert({ email: input.email, name: input.name, passwordHash: null }));
  const [existing] = await tx
    .select({ id: userContexts.id, dossierId: userContexts.dossierId })
    .from(userContexts)
    .where(
      and(
        eq(userContexts.organizationId, input.organizationId),
        eq(userContexts.userId, user.id),
        eq(userContexts.userType, 'client'),
      ),
    )
    .limit(1);
  if (existing) {
    if (existing.dossierId !== input.dossierId) throw invitationErrors.emailTaken();
    return { user, userContextId: existing.id, created: false };
  }
  const [context] = await tx
    .insert(userContexts)
    .values({ organizationId: input.organizationId, userId: user.id, userType: 'client', dossierId: input.dossierId })
    .returning({ id: userContexts.id });
  if (!context) throw new Error('insert user_contexts returned nothing');
  return { user, userContextId: context.id, created: true };
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
  const [organization] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, dossier.organizationId));
  const organizationName = organization?.name ?? 'Koers';
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
  const inviter = await createUsersRepository(tx).findById(actor.userId);
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
    await createUsersRepository(tx).update(found.invitation.userId, { passwordHash });
    return found.invitation.userId;
  });
  const user = await createUsersRepository(input.db).findById(userId);
  if (!user || user.mfaEnabledAt) return null;
  const token = generateToken();
  const session = await createSessionsRepository(input.db).insert({
    userId,
    tokenHash: hashToken(token),
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + input.settings.absoluteHours * 3_600_000),
    mfaVerifiedAt: null,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  await createUsersRepository(input.db).update(userId, { lastLoginAt: now });
  const contexts = await contextFactsForUser(input.db, userId, false);
  return { token, session, user, contexts };
}

export { normalizeEmail };
