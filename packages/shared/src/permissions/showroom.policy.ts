import { type Actor, hasFeature } from './actor';
import { dossierPolicy } from './dossier.policy';
import { type ActorPolicy, abilitiesOf, recordActions } from './policy';

/** What the showroom rules need to know about one showroom, loaded within the actor's organisation. */
export type ShowroomFacts = {
  organizationId: string;
  published: boolean;
};

/**
 * Composing showrooms (issue 35): coaches and account managers of the organisation with the
 * feature 'candidate showrooms explorer', and maintainers. Drafts are theirs alone.
 */
export function composesShowrooms(actor: Pick<Actor, 'userType' | 'rights' | 'features'>): boolean {
  if (!hasFeature(actor, 'CandidateShowroomsExplorer')) return false;
  if (actor.userType === 'maintainer') return true;
  return actor.userType === 'member' && (actor.rights.coach || actor.rights.accountManager);
}

function composes(actor: Actor, showroom: ShowroomFacts): boolean {
  return actor.organizationId === showroom.organizationId && composesShowrooms(actor);
}

/** An employer contact reads the showrooms published to them (SPEC §6: contact, with content blocks). */
export function receivesShowrooms(actor: Pick<Actor, 'userType' | 'features'>): boolean {
  return actor.userType === 'contact' && hasFeature(actor, 'CandidateShowroomsExplorer');
}

export const showroomPolicy = {
  /**
   * Looking at showrooms at all (GET showroom/{id}, a showroom candidate, the realtime channel):
   * composers see the organisation's, contacts those published to them.
   */
  view: ((actor) => composesShowrooms(actor) || receivesShowrooms(actor)) satisfies ActorPolicy,
  /** The organisation's showrooms, drafts included. */
  list: ((actor) => composesShowrooms(actor)) satisfies ActorPolicy,
  create: ((actor) => composesShowrooms(actor)) satisfies ActorPolicy,
  /**
   * The recipient picker: the names of the organisation's active employers and of their contacts,
   * nothing more — a coach composes showrooms without managing employers (Werkgevers Beheren).
   */
  chooseRecipients: ((actor) => composesShowrooms(actor)) satisfies ActorPolicy,
  /**
   * The candidate picker (GET organization/{id}/showroom_candidate_options): every composer finds the
   * candidates who may appear before employers (both agreements given, dossier active) by name.
   */
  chooseCandidates: ((actor) => composesShowrooms(actor)) satisfies ActorPolicy,
  /**
   * Who may add any active dossier to a showroom, consented or not (the consent flow then asks):
   * composers who may list dossiers, i.e. coaches. Others (account managers) add consented ones only.
   */
  chooseAnyCandidate: ((actor) => composesShowrooms(actor) && dossierPolicy.list(actor)) satisfies ActorPolicy,
  read: composes,
  update: composes,
  /** A showroom is published once; it stays editable (recipients see the change). */
  publish: (actor: Actor, showroom: ShowroomFacts) => composes(actor, showroom) && !showroom.published,
  /** Taking it back makes it a draft again: the recipients no longer see it. */
  unpublish: (actor: Actor, showroom: ShowroomFacts) => composes(actor, showroom) && showroom.published,
  delete: composes,
  /** GET team_members/{id}/showrooms: a composer's own list only (SPEC §6: a member by team-member id). */
  listForTeamMember: (actor: Actor, member: { id: string }) =>
    composesShowrooms(actor) && actor.teamMemberId === member.id,
  /** GET contacts/{id}/showrooms: a contact's own list only. */
  listForContact: (actor: Actor, contact: { id: string }) =>
    receivesShowrooms(actor) && actor.employerContactId === contact.id,
};

const GENERAL_RULES = [
  'view',
  'list',
  'create',
  'chooseRecipients',
  'chooseCandidates',
  'chooseAnyCandidate',
  'listForTeamMember',
  'listForContact',
] as const;
const SHOWROOM_ACTIONS = recordActions(showroomPolicy, GENERAL_RULES);
export type ShowroomAction = (typeof SHOWROOM_ACTIONS)[number];

/** `meta.can` of a showroom. */
export function showroomAbilities(actor: Actor, showroom: ShowroomFacts): Record<ShowroomAction, boolean> {
  return abilitiesOf(showroomPolicy, SHOWROOM_ACTIONS, actor, showroom);
}

/** What an employer contact may do with a candidate shown in a showroom (issue 35.4). */
export type ShowroomCandidateFacts = { shown: boolean; contactsAllowed: boolean };

/** `meta.can` of a showroom candidate: favourite them, ask for contact (when the showroom allows it). */
export function showroomCandidateAbilities(actor: Actor, candidate: ShowroomCandidateFacts) {
  return {
    favorite: receivesShowrooms(actor) && candidate.shown,
    requestContact: receivesShowrooms(actor) && candidate.shown && candidate.contactsAllowed,
  };
}
