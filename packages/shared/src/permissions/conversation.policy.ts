import type { Actor } from './actor';
import type { Rights, UserType } from './roles';

/**
 * What the policy knows of a possible conversation partner (another user context), loaded by
 * the server: its organisation, kind and rights, and how it relates to the actor's dossiers.
 */
export type ConversationPartnerFacts = {
  userContextId: string;
  organizationId: string;
  userType: UserType;
  rights: Rights;
  /** The partner is a team member who coaches the actor's own dossier (the actor is a candidate). */
  coachesActor: boolean;
  /** The partner is a candidate whose dossier the actor coaches. */
  coachedByActor: boolean;
  /**
   * The partner is an account manager (primary or further) of the employer the actor is a
   * contact of (the actor is an employer contact).
   */
  managesActorsEmployer: boolean;
  /** The partner is a contact of an employer the actor is an account manager (primary or further) of. */
  employerManagedByActor: boolean;
};

function anyRight(rights: Rights): boolean {
  return rights.administrator || rights.accountManager || rights.coach;
}

/**
 * Who may start a conversation with whom (docs/decisions.md "Conversations: who may write to
 * whom"). Never across organisations, never with oneself, never with or as a maintainer.
 * - a candidate: with the coaches of their own dossier;
 * - a coach: with the candidates they coach (all candidates with canManageOtherCandidates),
 *   with the organisation's employer contacts and with colleagues;
 * - an account manager (without coach right): with the contacts of the employers they manage
 *   (primary or further account manager) and with colleagues;
 * - an administrator: with colleagues;
 * - an employer contact: with the organisation's coaches and with the account managers of their
 *   own employer.
 * The rule is symmetric: whoever may write to someone may be written to by them.
 * A colleague is a team member holding any right (the ones who see Berichten, SPEC §6).
 */
export function mayStartConversationWith(actor: Actor, partner: ConversationPartnerFacts): boolean {
  if (partner.organizationId !== actor.organizationId) return false;
  if (partner.userContextId === actor.userContextId) return false;
  if (actor.userType === 'maintainer' || partner.userType === 'maintainer') return false;
  switch (actor.userType) {
    case 'client':
      return partner.userType === 'member' && partner.coachesActor;
    case 'contact':
      return (
        partner.userType === 'member' &&
        (partner.rights.coach || (partner.rights.accountManager && partner.managesActorsEmployer))
      );
    case 'member': {
      const { rights } = actor;
      if (partner.userType === 'member') return anyRight(rights) && anyRight(partner.rights);
      if (partner.userType === 'client') {
        return rights.coach && (rights.canManageOtherCandidates || partner.coachedByActor);
      }
      if (partner.userType === 'contact') {
        return rights.coach || (rights.accountManager && partner.employerManagedByActor);
      }
      return false;
    }
  }
  return false;
}

/** A conversation as the policy sees it: who takes part now. */
export type ConversationFacts = { organizationId: string; participantContextIds: readonly string[] };

function participates(actor: Actor, conversation: ConversationFacts): boolean {
  return (
    conversation.organizationId === actor.organizationId &&
    conversation.participantContextIds.includes(actor.userContextId)
  );
}

export const conversationPolicy = {
  /** Berichten (SPEC §6): clients and contacts always; members if they hold any right. */
  use: (actor: Actor): boolean =>
    actor.userType === 'client' ||
    actor.userType === 'contact' ||
    (actor.userType === 'member' && anyRight(actor.rights)),
  /** Reading, writing, hiding and leaving: only a current participant (one who left no longer). */
  read: participates,
  write: participates,
  hide: participates,
  leave: participates,
  /** Leaving removes only oneself: nobody takes another person out of a conversation. */
  removeParticipant: (actor: Actor, participantContextId: string): boolean =>
    participantContextId === actor.userContextId,
};
