import type { Db } from '@koers/server-core/db/database';
import type { HelpLinks } from '@koers/shared';
import { createOrganizationsRepository, type OrganizationRow } from './organizations.repository';

export type { OrganizationRow } from './organizations.repository';

/** The organisation's name, as mails and pages show it. */
export function organizationName(db: Db, organizationId: string): Promise<string | null> {
  return createOrganizationsRepository(db).name(organizationId);
}

/**
 * Inside the caller's transaction: changes to the organisation's team (inviting, rights,
 * deactivating) run one after the other, so a rule over all members (the last administrator) is
 * never decided on a stale count.
 */
export function lockOrganization(tx: Db, organizationId: string): Promise<boolean> {
  return createOrganizationsRepository(tx).lock(organizationId);
}

/** One organisation (the maintainer console reads any). */
export function findOrganization(db: Db, id: string): Promise<OrganizationRow | null> {
  return createOrganizationsRepository(db).find(id);
}

/** Inside the caller's transaction: a new organisation (the maintainer console). */
export function insertOrganization(
  tx: Db,
  values: { name: string; subscriptionEndsOn: string | null; features: string[] },
): Promise<OrganizationRow> {
  return createOrganizationsRepository(tx).insert(values);
}

/** Inside the caller's transaction: the subscription's end and the features (the maintainer console). */
export function updateOrganizationSubscription(
  tx: Db,
  id: string,
  values: { subscriptionEndsOn: string | null; features: string[] },
): Promise<OrganizationRow | null> {
  return createOrganizationsRepository(tx).update(id, values);
}

/** The Help entry's address per audience (SPEC §6), as the user context carries it. */
export function helpLinksOf(organization: OrganizationRow): HelpLinks {
  return {
    staff: organization.helpLinkStaff,
    client: organization.helpLinkClient,
    contact: organization.helpLinkContact,
  };
}

/** An administrator's help links; every audience is written (null: no Help entry for them). */
export async function updateHelpLinks(db: Db, organizationId: string, links: HelpLinks): Promise<HelpLinks> {
  const row = await createOrganizationsRepository(db).updateHelpLinks(organizationId, {
    helpLinkStaff: links.staff,
    helpLinkClient: links.client,
    helpLinkContact: links.contact,
  });
  if (!row) throw new Error('organization of an authenticated actor not found');
  return helpLinksOf(row);
}
