import type { Actor } from './actor';
import { organizationPolicy } from './organization.policy';
import type { UserType } from './roles';

export const authenticationRequirementPolicy = {
  /**
   * Anyone may read what their organisation demands of their own user type (that is what the
   * extra-security wall shows); administrators and super-users may read it for every type.
   */
  listForType: (actor: Actor, target: { organizationId: string; userType: UserType }) =>
    actor.organizationId === target.organizationId && (target.userType === actor.userType || managesSecurity(actor)),
  /** Setting requirements and the identity provider: the organisation's administrators and the super user. */
  manage: (actor: Actor, target: { organizationId: string }) =>
    actor.organizationId === target.organizationId && managesSecurity(actor),
};

/** The settings screen 'Beveiligingseisen' (an entry of the settings hub). */
export const securitySettingsPolicy = { view: (actor: Actor) => managesSecurity(actor) };

/** The organisation's security is one of its own settings: administrators and the super user. */
const managesSecurity = organizationPolicy.manage;
