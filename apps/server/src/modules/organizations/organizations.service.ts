import type { Db } from '@koers/server-core/db/database';
import { createOrganizationsRepository } from './organizations.repository';

/** The organisation's name, as mails and pages show it. */
export function organizationName(db: Db, organizationId: string): Promise<string | null> {
  return createOrganizationsRepository(db).name(organizationId);
}
