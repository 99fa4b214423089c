import { type Actor, hasFeature } from './actor';
import type { ActorPolicy } from './policy';

/** What the employer rules need to know about one employer, loaded within the actor's organisation. */
export type EmployerFacts = {
  id: string;
  organizationId: string;
  archived: boolean;
};

/** An account manager of the organisation (SPEC §6: Werkgevers Beheren), or a maintainer. */
export function managesEmployers(actor: Actor): boolean {
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

export const employerPolicy = {
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

export type EmployerAction = Exclude<keyof typeof employerPolicy, 'list' | 'create'>;

/** `meta.can` of an employer: every per-employer rule evaluated for this actor. */
export function employerAbilities(actor: Actor, employer: EmployerFacts): Record<EmployerAction, boolean> {
  return {
    read: employerPolicy.read(actor, employer),
    update: employerPolicy.update(actor, employer),
    archive: employerPolicy.archive(actor, employer),
    unarchive: employerPolicy.unarchive(actor, employer),
    setAccountManagers: employerPolicy.setAccountManagers(actor, employer),
  };
}
