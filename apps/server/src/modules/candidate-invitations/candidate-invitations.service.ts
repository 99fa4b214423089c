import { generateToken, hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import { createError } from '@koers/server-core/jsonapi/errors';
import { type Actor, CANDIDATE_INVITATION_DAYS, dossierPolicy } from '@koers/shared';
import { type DossierRow, loadDossier } from '../dossier-access/dossier-access.service';
import { recordDossierAccess } from '../dossier-access-log/dossier-access-log.service';
import type { Mailer, MailMessage } from '../mail/mailer';
import {
  notifyContactInvitationAccepted,
  notifyInvitationAccepted,
} from '../notifications/notification-events.service';
import { organizationName as nameOf } from '../organizations/organizations.service';
import { type SessionRow, type SessionSettings, startSession } from '../sessions/sessions.service';
import type { ContextFacts } from '../user-contexts/actor';
import {
  activateContext,
  contactContextOfContact,
  contextFactsForUser,
  createPendingClientContext,
  createPendingContactContext,
  deleteContext,
  findClientContext,
  findContactContext,
  findMemberContext,
} from '../user-contexts/user-contexts.service';
import { hashPassword } from '../users/passwords';
import {
  createUser,
  findUser,
  findUserByEmail,
  normalizeEmail,
  type UserRow,
  updateUser,
} from '../users/users.service';
import {
  type CandidateInvitationRow,
  createCandidateInvitationsRepository,
  type InvitationTarget,
} from './candidate-invitations.repository';
import { contactInvitationMail, existingAccountInvitationMail, invitationMail } from './invitation-mail';

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
  loginRequired: () =>
    createError({
      status: 422,
      code: 'candidate_invitations.login_required',
      detail: 'Je hebt al een account. Log in met je e-mailadres en wachtwoord om de uitnodiging te accepteren.',
      pointer: '/data/attributes/token',
    }),
  otherAccount: () =>
    createError({
      status: 403,
      code: 'candidate_invitations.other_account',
      detail:
        'Deze uitnodiging is voor een ander account. Log uit en log in met het e-mailadres waarop je de uitnodiging kreeg.',
    }),
  contactHasAccess: () =>
    createError({
      status: 422,
      code: 'contact_invitations.already_has_access',
      detail: 'De contactpersoon kan al inloggen; een uitnodiging is niet nodig.',
    }),
  contactNoEmail: () =>
    createError({
      status: 422,
      code: 'contact_invitations.no_email',
      detail: 'Vul eerst een e-mailadres in bij de contactpersoon.',
      pointer: '/data/attributes/email',
    }),
  contactEmailTaken: () =>
    createError({
      status: 422,
      code: 'contact_invitations.email_taken',
      detail: 'Dit e-mailadres hoort al bij een andere contactpersoon in deze organisatie.',
      pointer: '/data/attributes/email',
    }),
  invalidToken: () =>
    createError({
      status: 422,
      code: 'candidate_invitations.invalid_token',
      detail: 'Deze uitnodiging is verlopen of al gebruikt. Vraag je coach om een nieuwe uitnodiging.',
      pointer: '/data/attributes/token',
    }),
};

export type ClientAccountResult = {
  user: UserRow;
  userContextId: string;
  /** The person has accepted this organisation's invitation (or never needed one). */
  active: boolean;
};

/**
 * The candidate's login for this dossier: a context for the person with that address (a new
 * person without a password when nobody has it), pending until they accept the invitation. An
 * existing account is thus never put to work for an organisation it did not agree to, and
 * until then the organisation learns nothing of it.
 */
export async function ensureClientAccount(
  tx: Db,
  input: { organizationId: string; dossierId: string; email: string; name: string; now: Date },
): Promise<ClientAccountResult> {
  const user =
    (await findUserByEmail(tx, input.email)) ??
    (await createUser(tx, { email: input.email, name: input.name, passwordHash: null }));
  const existing = await findClientContext(tx, input.organizationId, user.id);
  if (existing) {
    if (existing.dossierId !== input.dossierId) throw invitationErrors.emailTaken();
    return { user, userContextId: existing.id, active: existing.pendingSince === null };
  }
  const userContextId = await createPendingClientContext(tx, {
    organizationId: input.organizationId,
    userId: user.id,
    dossierId: input.dossierId,
    now: input.now,
  });
  return { user, userContextId, active: false };
}

/**
 * Inside the caller's transaction: revokes the open invitations of the dossier or contact and
 * creates a new one; returns what its mail needs (the link carries the only copy of the token).
 */
export async function issueInvitation(
  tx: Db,
  input: {
    actor: Actor;
    organizationId: string;
    target: InvitationTarget;
    user: UserRow;
    publicUrl: string;
    now: Date;
    /** A colleague's name as the administrator typed it. */
    inviteeName?: string;
  },
) {
  const { actor, organizationId, user, now } = input;
  const repo = createCandidateInvitationsRepository(tx);
  await repo.revokeOpen(organizationId, input.target, now);
  const token = generateToken();
  await repo.insert({
    organizationId,
    ...input.target,
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + CANDIDATE_INVITATION_DAYS * DAY_MS),
    sentByContextId: actor.userContextId,
    inviteeName: input.inviteeName ?? null,
  });
  const organizationName = (await nameOf(tx, organizationId)) ?? 'Koers';
  const inviter = await findUser(tx, actor.userId);
  return {
    to: user.email,
    organizationId,
    organizationName,
    inviterName: inviter?.name ?? organizationName,
    link: `${input.publicUrl}/invitation/${token}`,
  };
}

/**
 * Inside the caller's transaction: revokes open invitations and creates a new one. A person
 * without a password sets one with it; a person with an account accepts it after logging in.
 * Returns the mail, which the caller sends after commit.
 */
export async function prepareInvitation(
  tx: Db,
  input: { actor: Actor; dossier: DossierRow; user: UserRow; publicUrl: string; now: Date },
): Promise<MailMessage> {
  const { actor, dossier, user, now } = input;
  const mail = await issueInvitation(tx, {
    actor,
    organizationId: dossier.organizationId,
    target: { dossierId: dossier.id },
    user,
    publicUrl: input.publicUrl,
    now,
  });
  const message = { ...mail, name: dossier.clientName };
  return user.passwordHash ? existingAccountInvitationMail(message) : invitationMail(message);
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
      now,
    });
    // Whether the person has an account elsewhere plays no part: only acceptance here does.
    if (account.active && account.user.passwordHash) throw invitationErrors.alreadyHasAccess();
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
    /** The person has an account already: they accept after logging in, not by choosing a password. */
    existingAccount: found.userHasPassword,
    /** The kind of context the invitation opens: a candidate's, a contact person's or a colleague's. */
    userType:
      found.invitation.dossierId !== null
        ? ('client' as const)
        : found.invitation.employerContactId !== null
          ? ('contact' as const)
          : ('member' as const),
  };
}

/** The context the invitation is for: the candidate's of its dossier, the contact person's or the colleague's. */
async function invitedContext(
  tx: Db,
  invitation: Pick<
    CandidateInvitationRow,
    'organizationId' | 'dossierId' | 'employerContactId' | 'teamMemberId' | 'userId'
  >,
): Promise<{ id: string } | null> {
  if (invitation.dossierId !== null) {
    const context = await findClientContext(tx, invitation.organizationId, invitation.userId);
    return context?.dossierId === invitation.dossierId ? context : null;
  }
  if (invitation.teamMemberId !== null) {
    const context = await findMemberContext(tx, invitation.organizationId, invitation.userId);
    return context && context.teamMemberId === invitation.teamMemberId && context.disabledAt === null ? context : null;
  }
  const context = await findContactContext(tx, invitation.organizationId, invitation.userId);
  return context && context.employerContactId === invitation.employerContactId ? context : null;
}

/** Inside the caller's transaction: marks the invitation used and makes its context usable. */
async function acceptInTransaction(
  tx: Db,
  found: {
    invitation: Pick<
      CandidateInvitationRow,
      'id' | 'organizationId' | 'dossierId' | 'employerContactId' | 'teamMemberId' | 'userId' | 'sentByContextId'
    >;
  },
  now: Date,
) {
  const { invitation } = found;
  const repo = createCandidateInvitationsRepository(tx);
  if (!(await repo.accept(invitation.id, now))) throw invitationErrors.invalidToken();
  const context = await invitedContext(tx, invitation);
  if (!context) throw invitationErrors.invalidToken();
  await activateContext(tx, context.id);
  if (invitation.dossierId) {
    await notifyInvitationAccepted(tx, {
      organizationId: invitation.organizationId,
      dossierId: invitation.dossierId,
      inviterContextId: invitation.sentByContextId,
      candidateContextId: context.id,
    });
  } else if (invitation.employerContactId) {
    await notifyContactInvitationAccepted(tx, {
      organizationId: invitation.organizationId,
      employerContactId: invitation.employerContactId,
      inviterContextId: invitation.sentByContextId,
      contactContextId: context.id,
    });
  }
  return context.id;
}

/**
 * Accepting as a person who already has an account: they are logged in as that person, and the
 * invitation's context becomes theirs to use. Returns the now usable context's id.
 */
export async function acceptInvitationAsAccount(input: {
  db: Db;
  token: string;
  userId: string;
  now?: Date;
}): Promise<string> {
  const now = input.now ?? new Date();
  return input.db.transaction(async (tx) => {
    const found = await createCandidateInvitationsRepository(tx).findUsable(hashToken(input.token), now);
    if (!found) throw invitationErrors.invalidToken();
    if (found.invitation.userId !== input.userId) throw invitationErrors.otherAccount();
    return acceptInTransaction(tx, found, now);
  });
}

/**
 * Accepting as a new person: the single-use token sets the password, makes the context usable
 * and logs the candidate in (a new session). A person who already has a password accepts after
 * logging in instead (acceptInvitationAsAccount): the link alone never opens an account.
 */
export async function acceptInvitation(input: {
  db: Db;
  token: string;
  password: string;
  ip: string;
  host: string | null;
  userAgent: string | null;
  settings: SessionSettings;
  now?: Date;
}): Promise<{ token: string; session: SessionRow; user: UserRow; contexts: ContextFacts[] } | null> {
  const now = input.now ?? new Date();
  // Hashing takes tens of milliseconds; do it before the transaction holds any lock.
  const passwordHash = await hashPassword(input.password);
  const userId = await input.db.transaction(async (tx) => {
    const found = await createCandidateInvitationsRepository(tx).findUsable(hashToken(input.token), now);
    if (!found) throw invitationErrors.invalidToken();
    if (found.userHasPassword) throw invitationErrors.loginRequired();
    await acceptInTransaction(tx, found, now);
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
    host: input.host,
    settings: input.settings,
    now,
  });
  const contexts = await contextFactsForUser(input.db, userId, { mfaVerified: false, host: input.host });
  return { token, session, user, contexts };
}

export { normalizeEmail };

/** Inside the caller's transaction: every open invitation of the dossier stops working. */
export async function revokeOpenInvitations(tx: Db, organizationId: string, dossierId: string, now: Date) {
  await createCandidateInvitationsRepository(tx).revokeOpen(organizationId, { dossierId }, now);
}

// Employer contacts ----------------------------------------------------------------------------

/** What an invitation for a contact person needs of the contact, loaded and authorised by the caller. */
export type InvitedContact = {
  id: string;
  organizationId: string;
  name: string;
  email: string | null;
  employerName: string;
};

/**
 * Inside the caller's transaction: the contact person's login, a contact context of the person
 * with that address (a new person without a password when nobody has it), pending until they
 * accept. One person is the contact person of one employer contact per organisation.
 */
async function ensureContactAccount(
  tx: Db,
  input: { organizationId: string; employerContactId: string; email: string; name: string; now: Date },
): Promise<ClientAccountResult> {
  const user =
    (await findUserByEmail(tx, input.email)) ??
    (await createUser(tx, { email: input.email, name: input.name, passwordHash: null }));
  const existing = await findContactContext(tx, input.organizationId, user.id);
  if (existing) {
    if (existing.employerContactId !== input.employerContactId) throw invitationErrors.contactEmailTaken();
    return { user, userContextId: existing.id, active: existing.pendingSince === null };
  }
  const userContextId = await createPendingContactContext(tx, {
    organizationId: input.organizationId,
    userId: user.id,
    employerContactId: input.employerContactId,
    now: input.now,
  });
  return { user, userContextId, active: false };
}

/**
 * Uitnodigen als gebruiker: the contact person gets a single-use link by e-mail (earlier links of
 * this contact stop working) and, on accepting, a user context of type contact tied to this
 * employer contact. The caller loads the contact within the actor's organisation and checks that
 * the actor may change its employer.
 */
export async function inviteContact(input: {
  db: Db;
  mailer: Mailer;
  actor: Actor;
  contact: InvitedContact;
  publicUrl: string;
  now?: Date;
}): Promise<void> {
  const now = input.now ?? new Date();
  const { contact, actor } = input;
  if (!contact.email) throw invitationErrors.contactNoEmail();
  const email = normalizeEmail(contact.email);
  const mail = await input.db.transaction(async (tx) => {
    const account = await ensureContactAccount(tx, {
      organizationId: contact.organizationId,
      employerContactId: contact.id,
      email,
      name: contact.name,
      now,
    });
    if (account.active) throw invitationErrors.contactHasAccess();
    const mail = await issueInvitation(tx, {
      actor,
      organizationId: contact.organizationId,
      target: { employerContactId: contact.id },
      user: account.user,
      publicUrl: input.publicUrl,
      now,
    });
    return contactInvitationMail({
      ...mail,
      name: contact.name,
      employerName: contact.employerName,
      hasAccount: account.user.passwordHash !== null,
    });
  });
  await input.mailer.send(input.db, mail);
}

/**
 * Inside the caller's transaction: the contact's address changed (or the contact went), so open
 * invitations stop working and a context still waiting for acceptance goes; an accepted one stays.
 */
export async function withdrawContactInvitations(tx: Db, organizationId: string, employerContactId: string, now: Date) {
  await createCandidateInvitationsRepository(tx).revokeOpen(organizationId, { employerContactId }, now);
  const context = await contactContextOfContact(tx, organizationId, employerContactId);
  if (context && context.pendingSince !== null) await deleteContext(tx, context.id);
}

export {
  type ContactAccess,
  contactAccessColumn,
  contactAccessOf,
  type InvitationMoments,
  invitationMomentsFrom,
  latestInvitationColumn,
} from './invitation-state';
