import type { Db } from '@koers/server-core/db/database';
import { defaultExplorers } from '@koers/shared';
import { explorers } from '../modules/explorers/explorers.table';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS, type DemoOrganizationKey } from './demo-people';

/**
 * The organisation that gets the automatic sector filter of SPEC §6: Stroomlijn coaches people
 * towards care and education, so its internet vacancies start filtered on those sectors.
 */
export const DEMO_SECTOR_FILTER: Partial<Record<DemoOrganizationKey, readonly string[]>> = {
  stroomlijn: ['Q', 'P'],
};

/** Writes an organisation's explorers (SPEC §3 Explorer), ids from `idOf(key)`. */
export async function insertExplorers(
  db: Db,
  organizationId: string,
  options: { sectorCodes?: readonly string[]; idOf?: (key: string) => string } = {},
): Promise<void> {
  const definitions = defaultExplorers(options.sectorCodes ? { sectorCodes: options.sectorCodes } : {});
  await db.insert(explorers).values(
    definitions.map((definition, index) => ({
      organizationId,
      ...(options.idOf ? { id: options.idOf(definition.key) } : {}),
      key: definition.key,
      name: definition.name,
      resourceType: definition.resourceType,
      primary: definition.primary,
      position: index + 1,
      indexConfiguration: definition.indexConfiguration,
      detailConfiguration: definition.detailConfiguration,
    })),
  );
}

/** Every demo organisation's explorers. */
export async function seedExplorers(db: Db): Promise<void> {
  for (const [name, organization] of Object.entries(DEMO_ORGANIZATIONS) as Array<
    [DemoOrganizationKey, (typeof DEMO_ORGANIZATIONS)[DemoOrganizationKey]]
  >) {
    const sectorCodes = DEMO_SECTOR_FILTER[name];
    await insertExplorers(db, demoId(organization.key), {
      ...(sectorCodes ? { sectorCodes } : {}),
      idOf: (key) => demoId(`explorer:${name}:${key}`),
    });
  }
}
