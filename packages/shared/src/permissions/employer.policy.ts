import { type Actor, hasFeature, isStaff } from './actor';
import { type ActorPolicy, abilitiesOf, recordActions } from './policy';

/** What the employer rules need to know about one employer, loaded within the actor's organisation. */
export type EmployerFacts = {
  id: string;
  organizationId: string;
  archived: boolean;
};

/** An account manager of the organisation (SPEC §6: Werkgevers Beheren), or a maintainer. */
export function managesEmployers(actor: Pick<Actor, 'userType' | 'rights'>): boolean {
  if (actor.userType === 'maintainer') return true;
  return actor.userType === 'member' && actor.rights.accountManager;
}

/** Changing employers also needs the feature 'internal employers admin'. */
function administers(actor: Actor): boolean {
  return managesEmployers(actor) && hasFeature(actor, 'InternalEmployers_Admin');
}

function sameOrganization(actor: Actor, employer: EmployerFacts): boolean {
  return actor.organizationId === employer.organizationId;
}

/**
 * Werkgevers of the own organisation (employers-internal, SPEC §6): read-only profiles of the
 * employers with published vacancies, with the feature 'internal employers view', for candidates
 * and staff (the menu entry is for staff who are not account managers; an account manager reaches
 * a profile from a vacancy's employer button). Employer contacts see their own employer elsewhere.
 */
export function viewsInternalEmployers(actor: Pick<Actor, 'userType' | 'features'>): boolean {
  return hasFeature(actor, 'InternalEmployers_View') && (actor.userType === 'client' || isStaff(actor));
}

/**
 * SPEC §5/§6, the employer-profile button of a vacancy: disabled (null) without the feature
 * 'internal employers view' or without an employer. Those who manage employers (account
 * managers, maintainers) open the employer in Werkgevers Beheren (`/employers/{id}`), candidates
 * and other staff its profile among the Werkgevers of the organisation (`/employers-internal/{id}`);
 * an employer contact has no such profile.
 */
export function employerProfilePath(
  actor: Pick<Actor, 'userType' | 'rights' | 'features'>,
  employerId: string | null | undefined,
): string | null {
  if (!employerId || !hasFeature(actor, 'InternalEmployers_View')) return null;
  const id = encodeURIComponent(employerId);
  if (managesEmployers(actor)) return `/employers/${id}`;
  if (viewsInternalEmployers(actor)) return `/employers-internal/${id}`;
  return null;
}

export const employerPolicy = {
  /** Werkgevers (employers-internal): the list and profiles of employers with published vacancies. */
  viewInternal: ((actor) => viewsInternalEmployers(actor)) satisfies ActorPolicy,
  /** Werkgevers Beheren: the list, the search and the account managers. */
  list: ((actor) => managesEmployers(actor)) satisfies ActorPolicy,
  /** Werkgever toevoegen: account managers with the feature internal employers admin. */
  create: ((actor) => administers(actor)) satisfies ActorPolicy,
  read: (actor: Actor, employer: EmployerFacts) => sameOrganization(actor, employer) && managesEmployers(actor),
  /** An archived employer is read-only until it is unarchived. */
  update: (actor: Actor, employer: EmployerFacts) =>
    sameOrganization(actor, employer) && administers(actor) && !employer.archived,
  archive: (actor: Actor, employer: EmployerFacts) =>
    sameOrganization(actor, employer) && administers(actor) && !employer.archived,
  unarchive: (actor: Actor, employer: EmployerFacts) =>
    sameOrganization(actor, employer) && administers(actor) && employer.archived,
  /** Primary and further account managers. */
  setAccountManagers: (actor: Actor, employer: EmployerFacts) =>
    sameOrganization(actor, employer) && administers(actor) && !employer.archived,
};

/** The rules about employers in general; every other rule is about one employer. */
const GENERAL_RULES = ['list', 'create', 'viewInternal'] as const;
const EMPLOYER_ACTIONS = recordActions(employerPolicy, GENERAL_RULES);

export type EmployerAction = (typeof EMPLOYER_ACTIONS)[number];

/** `meta.can` of an employer: every per-employer rule evaluated for this actor. */
export function employerAbilities(actor: Actor, employer: EmployerFacts): Record<EmployerAction, boolean> {
  return abilitiesOf(employerPolicy, EMPLOYER_ACTIONS, actor, employer);
}
