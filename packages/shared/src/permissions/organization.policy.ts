import type { Actor } from './actor';
import type { ActorPolicy } from './policy';

type OrganizationRef = { id: string };

export const organizationPolicy = {
  /** Everyone in an organisation sees its name and theme; nobody sees another's. */
  read: (actor: Actor, organization: OrganizationRef) => actor.organizationId === organization.id,
  /** Settings of the organisation itself belong to its administrators and maintainers. */
  manage: ((actor: Actor) =>
    actor.userType === 'maintainer' ||
    (actor.userType === 'member' && actor.rights.administrator)) satisfies ActorPolicy,
};
