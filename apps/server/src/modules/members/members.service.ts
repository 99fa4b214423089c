import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import {
  type Actor,
  type MemberFacts,
  type MemberState,
  memberPolicy,
  normalizeRights,
  type Rights,
} from '@koers/shared';
import {
  type InvitedMember,
  inviteMember,
  reinviteMember,
  withdrawMemberInvitation,
} from '../candidate-invitations/member-invitations.service';
import { coachedDossierCounts, handOverDossiers } from '../dossiers/dossier-handover.service';
import type { Mailer } from '../mail/mailer';
import { lockOrganization } from '../organizations/organizations.service';
import { endAllSessions } from '../sessions/sessions.service';
import {
  hasOtherActiveContext,
  setMemberDisabled,
  setMemberRights,
  teamMembersWithRight,
} from '../user-contexts/user-contexts.service';
import { memberErrors } from './members.errors';
import { findMember, listMembers, type MemberRow } from './members.queries';

export type MemberView = Omit<MemberRow, 'rights'> & {
  rights: Rights;
  state: MemberState;
  dossierCounts: { active: number; archived: number } | null;
};

function stateOf(row: MemberRow, now: Date): MemberState {
  if (row.disabledAt !== null) return 'deactivated';
  if (row.pendingSince === null) return 'active';
  const open = row.invitation && row.invitation.acceptedAt === null && row.invitation.revokedAt === null;
  return open && new Date(row.invitation?.expiresAt ?? 0) > now ? 'invited' : 'invitationExpired';
}

function viewOf(row: MemberRow, now: Date): MemberView {
  return { ...row, rights: normalizeRights(row.rights), state: stateOf(row, now), dossierCounts: null };
}

export function memberFactsOf(member: MemberView): MemberFacts {
  return { id: member.id, organizationId: member.organizationId, state: member.state };
}

/** A colleague of the actor's organisation that `rule` lets the actor handle: 404 for anyone else's, 403 past the rule. */
async function loadMember(
  db: Db,
  actor: Actor,
  id: string,
  rule: (actor: Actor, member: MemberFacts) => boolean = memberPolicy.read,
  now = new Date(),
): Promise<MemberView & { teamMemberId: string }> {
  const row = await findMember(db, actor.organizationId, id);
  if (!row?.teamMemberId) throw memberErrors.notFound();
  const member = viewOf(row, now);
  authorize(rule, actor, memberFactsOf(member));
  return { ...member, teamMemberId: row.teamMemberId };
}

export async function listMembersOf(input: {
  db: Db;
  actor: Actor;
  q: string | undefined;
  page: { offset: number; size: number };
  withCount: boolean;
}) {
  const now = new Date();
  const { rows, count } = await listMembers(input.db, {
    organizationId: input.actor.organizationId,
    q: input.q,
    offset: input.page.offset,
    limit: input.page.size,
    withCount: input.withCount,
  });
  return { members: rows.map((row) => viewOf(row, now)), count };
}

/** One colleague, with the dossiers they coach (what deactivating hands over). */
export async function readMember(db: Db, actor: Actor, id: string): Promise<MemberView> {
  const member = await loadMember(db, actor, id);
  return { ...member, dossierCounts: await coachedDossierCounts(db, actor.organizationId, member.teamMemberId) };
}

/** Collega uitnodigen (the route's policy checked the right and the feature). */
export async function inviteColleague(input: {
  db: Db;
  mailer: Mailer;
  actor: Actor;
  email: string;
  name: string;
  rights: Rights;
  publicUrl: string;
}): Promise<MemberView> {
  const id = await inviteMember({ ...input, organizationId: input.actor.organizationId });
  return readMember(input.db, input.actor, id);
}

/** Inside the caller's transaction (the organisation locked): refuses to leave it without an active administrator. */
async function keepAnAdministrator(tx: Db, member: MemberView, pointer: string): Promise<void> {
  if (member.state !== 'active' || !member.rights.administrator) return;
  const administrators = await teamMembersWithRight(tx, member.organizationId, 'administrator');
  if (administrators.every((administrator) => administrator.userContextId === member.id)) {
    throw memberErrors.lastAdministrator(pointer);
  }
}

/** Rechten wijzigen: never the last administrator's own right. */
export async function updateMemberRights(input: { db: Db; actor: Actor; id: string; rights: Rights }) {
  await input.db.transaction(async (tx) => {
    await lockOrganization(tx, input.actor.organizationId);
    const member = await loadMember(tx, input.actor, input.id, memberPolicy.update);
    if (!input.rights.administrator) await keepAnAdministrator(tx, member, '/data/attributes/rights/administrator');
    await setMemberRights(tx, member.organizationId, member.id, input.rights);
  });
  return readMember(input.db, input.actor, input.id);
}

/**
 * Deactiveren, in one transaction: the colleague's dossiers go to `successorId` (an active coach),
 * their context stops working at once, and their sessions end when they work nowhere else
 * (otherwise only this organisation's context closes, on every session at once).
 */
export async function deactivateMember(input: {
  db: Db;
  actor: Actor;
  id: string;
  successorId: string | null;
  now?: Date;
}): Promise<MemberView> {
  const now = input.now ?? new Date();
  await input.db.transaction(async (tx) => {
    await lockOrganization(tx, input.actor.organizationId);
    const member = await loadMember(tx, input.actor, input.id, memberPolicy.deactivate, now);
    await keepAnAdministrator(tx, member, '/data');
    const counts = await coachedDossierCounts(tx, member.organizationId, member.teamMemberId);
    if (counts.active + counts.archived > 0 || input.successorId !== null) {
      if (input.successorId === null) throw memberErrors.successorRequired(member.name);
      const coaches = await teamMembersWithRight(tx, member.organizationId, 'coach');
      const successor = coaches.find((coach) => coach.userContextId === input.successorId);
      if (!successor || successor.userContextId === member.id) throw memberErrors.unknownSuccessor();
      await handOverDossiers(tx, input.actor, {
        organizationId: member.organizationId,
        fromTeamMemberId: member.teamMemberId,
        toTeamMemberId: successor.teamMemberId,
      });
    }
    await setMemberDisabled(tx, member.organizationId, member.id, now);
    if (!(await hasOtherActiveContext(tx, member.userId, member.id))) await endAllSessions(tx, member.userId);
  });
  return readMember(input.db, input.actor, input.id);
}

/** Opnieuw activeren: the colleague works here again with the rights they had. */
export async function reactivateMember(input: { db: Db; actor: Actor; id: string }): Promise<MemberView> {
  await input.db.transaction(async (tx) => {
    const member = await loadMember(tx, input.actor, input.id, memberPolicy.reactivate);
    await setMemberDisabled(tx, member.organizationId, member.id, null);
  });
  return readMember(input.db, input.actor, input.id);
}

function invitedOf(member: MemberView & { teamMemberId: string }): InvitedMember {
  return {
    id: member.id,
    organizationId: member.organizationId,
    teamMemberId: member.teamMemberId,
    userId: member.userId,
    name: member.name,
    rights: member.rights,
  };
}

/** Uitnodiging opnieuw versturen. */
export async function resendMemberInvitation(input: {
  db: Db;
  mailer: Mailer;
  actor: Actor;
  id: string;
  publicUrl: string;
}): Promise<MemberView> {
  const member = await loadMember(input.db, input.actor, input.id, memberPolicy.reinvite);
  await reinviteMember({ ...input, member: invitedOf(member) });
  return readMember(input.db, input.actor, input.id);
}

/** Uitnodiging intrekken: nothing of the invitation is left to accept. */
export async function withdrawInvitation(input: { db: Db; actor: Actor; id: string }): Promise<void> {
  await input.db.transaction(async (tx) => {
    const member = await loadMember(tx, input.actor, input.id, memberPolicy.withdrawInvitation);
    await withdrawMemberInvitation(tx, invitedOf(member), new Date());
  });
}
