import { type Actor, hasFeature } from './actor';
import { type ActorPolicy, abilitiesOf } from './policy';

/**
 * What the internal-vacancy rules need about one vacancy, loaded within the actor's
 * organisation. `viewerEmployerId` is the employer of the actor when it is an employer contact.
 */
export type InternalVacancyFacts = {
  organizationId: string;
  employerId: string;
  employerArchived: boolean;
  closed: boolean;
};

/** Vacatures Beheren for staff: account managers with 'internal vacancies admin', or a maintainer. */
export function managesInternalVacancies(actor: Actor): boolean {
  if (actor.userType === 'maintainer') return true;
  return actor.userType === 'member' && actor.rights.accountManager && hasFeature(actor, 'InternalVacancies_Admin');
}

/** Vacatures Beheren for an employer contact: only the vacancies of their own employer. */
function contactOfEmployer(actor: Actor, contactEmployerId: string | null, vacancy: InternalVacancyFacts): boolean {
  return actor.userType === 'contact' && contactEmployerId !== null && contactEmployerId === vacancy.employerId;
}

function manages(actor: Actor, contactEmployerId: string | null, vacancy: InternalVacancyFacts): boolean {
  if (actor.organizationId !== vacancy.organizationId) return false;
  return managesInternalVacancies(actor) || contactOfEmployer(actor, contactEmployerId, vacancy);
}

export const internalVacancyPolicy = {
  /** The gate of the management routes: staff who manage vacancies and employer contacts. */
  manage: ((actor) => managesInternalVacancies(actor) || actor.userType === 'contact') satisfies ActorPolicy,
  read: (actor: Actor, vacancy: InternalVacancyFacts, contactEmployerId: string | null = null) =>
    manages(actor, contactEmployerId, vacancy),
  /** An archived employer's vacancies are read-only, like the employer. */
  update: (actor: Actor, vacancy: InternalVacancyFacts, contactEmployerId: string | null = null) =>
    manages(actor, contactEmployerId, vacancy) && !vacancy.employerArchived,
  close: (actor: Actor, vacancy: InternalVacancyFacts, contactEmployerId: string | null = null) =>
    manages(actor, contactEmployerId, vacancy) && !vacancy.employerArchived && !vacancy.closed,
  reopen: (actor: Actor, vacancy: InternalVacancyFacts, contactEmployerId: string | null = null) =>
    manages(actor, contactEmployerId, vacancy) && !vacancy.employerArchived && vacancy.closed,
  /**
   * The answer to a proposed candidate (issue 38.3): the employer's contacts and the staff who
   * manage the vacancy; not while the employer is archived (read-only).
   */
  answerCandidate: (actor: Actor, vacancy: InternalVacancyFacts, contactEmployerId: string | null = null) =>
    manages(actor, contactEmployerId, vacancy) && !vacancy.employerArchived,
  /** Only staff choose the account manager; a contact's vacancy keeps the employer's one. */
  chooseAccountManager: (actor: Actor) => managesInternalVacancies(actor),
  /** The AI draft of a description: the feature 'ai suggestion for vacancy description'. */
  suggestDescription: (actor: Actor) => hasFeature(actor, 'AiSuggestionVacancyDescription'),
};

const INTERNAL_VACANCY_ACTIONS = ['read', 'update', 'close', 'reopen'] as const;
export type InternalVacancyAction = (typeof INTERNAL_VACANCY_ACTIONS)[number];

/** `meta.can` of an internal vacancy for this actor. */
export function internalVacancyAbilities(
  actor: Actor,
  vacancy: InternalVacancyFacts,
  contactEmployerId: string | null = null,
): Record<InternalVacancyAction, boolean> {
  return abilitiesOf(internalVacancyPolicy, INTERNAL_VACANCY_ACTIONS, actor, vacancy, contactEmployerId);
}

/**
 * SPEC §5: a vacancy shows the employer's contact person when contactThrough is employer or the
 * viewer is not a candidate, and the account manager when contactThrough is account_manager or
 * the viewer is not a candidate.
 */
export function internalVacancyContactsShown(
  actor: Pick<Actor, 'userType'>,
  contactThrough: 'employer' | 'account_manager',
): { contact: boolean; accountManager: boolean } {
  const candidate = actor.userType === 'client';
  return {
    contact: contactThrough === 'employer' || !candidate,
    accountManager: contactThrough === 'account_manager' || !candidate,
  };
}
