import type { FeatureFlag } from './features';
import type { Rights, Role, UserType } from './roles';

/**
 * Who is making a request: the person and the user context they chose. Policies receive
 * this and nothing else, so the web app can evaluate the same rules for display.
 */
export type Actor = {
  userId: string;
  userContextId: string;
  userType: UserType;
  organizationId: string;
  rights: Rights;
  roles: Role[];
  features: FeatureFlag[];
  teamMemberId: string | null;
  dossierId: string | null;
  employerContactId: string | null;
  subscriptionActive: boolean;
  /** The organisation's extra security demands for this user type are met (SPEC §6). */
  authenticationRequirementsMet: boolean;
};

export function hasFeature(actor: Pick<Actor, 'features'>, feature: FeatureFlag): boolean {
  return actor.features.includes(feature);
}

export function hasRole(actor: Pick<Actor, 'roles'>, role: Role): boolean {
  return actor.roles.includes(role);
}

export function isMember(actor: Pick<Actor, 'userType'>): boolean {
  return actor.userType === 'member';
}

/** Staff: members and maintainers, the people who work for an organisation. */
export function isStaff(actor: Pick<Actor, 'userType'>): boolean {
  return actor.userType === 'member' || actor.userType === 'maintainer';
}
