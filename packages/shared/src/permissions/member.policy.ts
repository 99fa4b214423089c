import { type Actor, hasFeature } from './actor';
import type { ActorPolicy } from './policy';

/** What the member rules need of one colleague, loaded within the actor's organisation. */
export type MemberFacts = {
  /** The colleague's member context. */
  id: string;
  organizationId: string;
  state: MemberState;
};

/** Where a colleague stands: working, invited (open or expired), or switched off. */
export const MEMBER_STATES = ['active', 'invited', 'invitationExpired', 'deactivated'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

/** Who runs the organisation's team: its administrators and the super user. */
function managesTeam(actor: Actor): boolean {
  return actor.userType === 'maintainer' || (actor.userType === 'member' && actor.rights.administrator);
}

function sameOrganization(actor: Actor, member: MemberFacts): boolean {
  return actor.organizationId === member.organizationId;
}

/**
 * Colleagues (SPEC §2.2 settings.organization.members, issue 34.2): administrators see and manage
 * the organisation's team; inviting also takes the feature MembershipInvitations_Admin (SPEC §6).
 * Nobody switches themselves off (another administrator does), and the last administrator is
 * kept by the service (a rule over all members, not over one).
 */
export const memberPolicy = {
  list: managesTeam satisfies ActorPolicy,
  invite: ((actor) => managesTeam(actor) && hasFeature(actor, 'MembershipInvitations_Admin')) satisfies ActorPolicy,
  read: (actor: Actor, member: MemberFacts) => managesTeam(actor) && sameOrganization(actor, member),
  /** Rights of a colleague who works here or is invited. */
  update: (actor: Actor, member: MemberFacts) =>
    managesTeam(actor) && sameOrganization(actor, member) && member.state !== 'deactivated',
  deactivate: (actor: Actor, member: MemberFacts) =>
    managesTeam(actor) &&
    sameOrganization(actor, member) &&
    member.state === 'active' &&
    member.id !== actor.userContextId,
  reactivate: (actor: Actor, member: MemberFacts) =>
    managesTeam(actor) && sameOrganization(actor, member) && member.state === 'deactivated',
  /** A new link for an open or expired invitation, or withdrawing it. */
  reinvite: (actor: Actor, member: MemberFacts) =>
    memberPolicy.invite(actor) &&
    sameOrganization(actor, member) &&
    (member.state === 'invited' || member.state === 'invitationExpired'),
  withdrawInvitation: (actor: Actor, member: MemberFacts) =>
    managesTeam(actor) &&
    sameOrganization(actor, member) &&
    (member.state === 'invited' || member.state === 'invitationExpired'),
};

/**
 * The team overview (`/team`): each coach's caseload. For administrators and for coaches who may
 * manage every candidate (they see those dossiers anyway).
 */
export const teamPolicy = {
  view: ((actor) =>
    actor.userType === 'maintainer' ||
    (actor.userType === 'member' &&
      (actor.rights.administrator ||
        (actor.rights.coach && actor.rights.canManageOtherCandidates)))) satisfies ActorPolicy,
};
