import type { Actor } from './actor';
import { matchesRoleFlags, type RoleFlags } from './menu';
import type { Role } from './roles';

type OrganizationOwned = { organizationId: string };

/** Whether an organisation's page or menu link is meant for this actor (SPEC §6: filtered by roles). */
function forActor(actor: Actor, item: OrganizationOwned & RoleFlags): boolean {
  if (actor.organizationId !== item.organizationId) return false;
  // The super-user looks after an organisation's content, whoever it is meant for.
  return actor.userType === 'maintainer' || matchesRoleFlags(actor, item);
}

export const customPagePolicy = {
  /** Everyone may ask for their organisation's pages; the list holds only pages for their roles. */
  list: (actor: Actor, organization: { id: string }) => actor.organizationId === organization.id,
  /** A role filter must name one of the actor's own roles: nobody browses another role's pages. */
  filterByRole: (actor: Actor, role: Role) => actor.userType === 'maintainer' || actor.roles.includes(role),
  read: forActor,
};

export const customMenuItemPolicy = {
  list: (actor: Actor, organization: { id: string }) => actor.organizationId === organization.id,
  read: forActor,
};
