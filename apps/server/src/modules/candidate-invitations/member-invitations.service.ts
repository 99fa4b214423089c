import type { Db } from '@koers/server-core/db/database';
import { createError } from '@koers/server-core/jsonapi/errors';
import { type Actor, describeRights, type Rights } from '@koers/shared';
import type { Mailer, MailMessage } from '../mail/mailer';
import { lockOrganization, organizationName } from '../organizations/organizations.service';
import {
  createPendingMemberContext,
  deleteContext,
  deleteTeamMember,
  findMemberContext,
  setMemberRights,
} from '../user-contexts/user-contexts.service';
import { createUser, findUser, findUserByEmail, normalizeEmail, type UserRow } from '../users/users.service';
import { createCandidateInvitationsRepository } from './candidate-invitations.repository';
import { issueInvitation } from './candidate-invitations.service';
import { memberInvitationMail } from './invitation-mail';

export const memberInvitationErrors = {
  alreadyMember: (organization: string) =>
    createError({
      status: 422,
      code: 'members.already_member',
      detail: `Deze collega werkt al in Koers bij ${organization}.`,
      pointer: '/data/attributes/email',
    }),
  deactivated: () =>
    createError({
      status: 422,
      code: 'members.deactivated',
      detail: 'Het account van deze collega is gedeactiveerd. Activeer het opnieuw op de pagina van de collega.',
      pointer: '/data/attributes/email',
    }),
};

/** Inside the caller's transaction: a new link for the colleague (earlier ones stop working), and its mail. */
async function memberInvitation(
  tx: Db,
  input: {
    actor: Actor;
    organizationId: string;
    teamMemberId: string;
    user: UserRow;
    name: string;
    rights: Rights;
    publicUrl: string;
    now: Date;
  },
): Promise<MailMessage> {
  const mail = await issueInvitation(tx, {
    actor: input.actor,
    organizationId: input.organizationId,
    target: { teamMemberId: input.teamMemberId },
    user: input.user,
    publicUrl: input.publicUrl,
    now: input.now,
    inviteeName: input.name,
  });
  return memberInvitationMail({
    ...mail,
    name: input.name,
    rights: describeRights(input.rights),
    hasAccount: input.user.passwordHash !== null,
  });
}

/**
 * Collega uitnodigen: a member context with these rights for the person with this address (a new
 * person without a password when nobody has it), pending until they accept the single-use link
 * mailed to them. An existing account is asked, never joined: it accepts by logging in, and until
 * then the organisation sees only the name and address it typed. Inviting someone already
 * invited sends a new link with the new name and rights. Returns the member context's id.
 */
export async function inviteMember(input: {
  db: Db;
  mailer: Mailer;
  actor: Actor;
  organizationId: string;
  email: string;
  name: string;
  rights: Rights;
  publicUrl: string;
  now?: Date;
}): Promise<string> {
  const now = input.now ?? new Date();
  const email = normalizeEmail(input.email);
  const { userContextId, mail } = await input.db.transaction(async (tx) => {
    await lockOrganization(tx, input.organizationId);
    const user =
      (await findUserByEmail(tx, email)) ?? (await createUser(tx, { email, name: input.name, passwordHash: null }));
    const existing = await findMemberContext(tx, input.organizationId, user.id);
    let member: { id: string; teamMemberId: string };
    if (existing?.teamMemberId) {
      if (existing.disabledAt !== null) throw memberInvitationErrors.deactivated();
      if (existing.pendingSince === null) {
        throw memberInvitationErrors.alreadyMember((await organizationName(tx, input.organizationId)) ?? 'Koers');
      }
      await setMemberRights(tx, input.organizationId, existing.id, input.rights);
      member = { id: existing.id, teamMemberId: existing.teamMemberId };
    } else {
      member = await createPendingMemberContext(tx, {
        organizationId: input.organizationId,
        userId: user.id,
        rights: input.rights,
        now,
      });
    }
    const message = await memberInvitation(tx, {
      actor: input.actor,
      organizationId: input.organizationId,
      teamMemberId: member.teamMemberId,
      user,
      name: input.name,
      rights: input.rights,
      publicUrl: input.publicUrl,
      now,
    });
    return { userContextId: member.id, mail: message };
  });
  await input.mailer.send(input.db, mail);
  return userContextId;
}

/** A colleague still invited, as the members' pages know them. */
export type InvitedMember = {
  id: string;
  organizationId: string;
  teamMemberId: string;
  userId: string;
  /** The name the invitation was sent with. */
  name: string;
  rights: Rights;
};

/** Uitnodiging opnieuw versturen: a new link (the earlier ones stop working), loaded and authorised by the caller. */
export async function reinviteMember(input: {
  db: Db;
  mailer: Mailer;
  actor: Actor;
  member: InvitedMember;
  publicUrl: string;
  now?: Date;
}): Promise<void> {
  const now = input.now ?? new Date();
  const { member } = input;
  const mail = await input.db.transaction(async (tx) => {
    const user = await findUser(tx, member.userId);
    if (!user) throw new Error('invited member without a person');
    return memberInvitation(tx, {
      actor: input.actor,
      organizationId: member.organizationId,
      teamMemberId: member.teamMemberId,
      user,
      name: member.name,
      rights: member.rights,
      publicUrl: input.publicUrl,
      now,
    });
  });
  await input.mailer.send(input.db, mail);
}

/**
 * Inside the caller's transaction: Uitnodiging intrekken. The links stop working and the pending
 * context and its team member go, so nothing of the invitation is left to accept.
 */
export async function withdrawMemberInvitation(tx: Db, member: InvitedMember, now: Date): Promise<void> {
  await createCandidateInvitationsRepository(tx).revokeOpen(
    member.organizationId,
    { teamMemberId: member.teamMemberId },
    now,
  );
  await deleteContext(tx, member.id);
  await deleteTeamMember(tx, member.organizationId, member.teamMemberId);
}
