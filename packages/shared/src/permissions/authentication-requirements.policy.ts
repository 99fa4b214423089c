import type { Actor } from './actor';
import type { UserType } from './roles';

export const authenticationRequirementPolicy = {
  /**
   * Anyone may read what their organisation demands of their own user type (that is what the
   * extra-security wall shows); administrators and super-users may read it for every type.
   */
  listForType: (actor: Actor, target: { organizationId: string; userType: UserType }) =>
    actor.organizationId === target.organizationId &&
    (target.userType === actor.userType || actor.userType === 'maintainer' || actor.rights.administrator),
};
