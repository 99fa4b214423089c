import type { Actor } from './actor';
import { matchesRoleFlags, type RoleFlags } from './menu';
import { organizationPolicy } from './organization.policy';
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
  /**
   * A role filter must name one of the actor's own roles: nobody browses another role's pages,
   * but an administrator previews what each role sees.
   */
  filterByRole: (actor: Actor, role: Role) => organizationPolicy.manage(actor) || actor.roles.includes(role),
  /** Which pages the actor's own list (their menu) holds. */
  listed: forActor,
  /** Its administrators read every page of the organisation, to edit and preview it. */
  read: (actor: Actor, item: OrganizationOwned & RoleFlags) =>
    forActor(actor, item) || (organizationPolicy.manage(actor) && actor.organizationId === item.organizationId),
};

export const customMenuItemPolicy = {
  list: (actor: Actor, organization: { id: string }) => actor.organizationId === organization.id,
  filterByRole: customPagePolicy.filterByRole,
  read: forActor,
};

/**
 * Onboarding types and steps, custom pages and menu items (issue 39.1): the organisation's
 * administrators (and the maintainer) write them; `manageItem` keeps each to its organisation.
 */
export const customContentPolicy = {
  manage: (actor: Actor) => organizationPolicy.manage(actor),
  manageItem: (actor: Actor, item: OrganizationOwned) =>
    organizationPolicy.manage(actor) && actor.organizationId === item.organizationId,
};
