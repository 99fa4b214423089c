import type { Db } from '@koers/server-core/db/database';
import { defaultExplorers } from '@koers/shared';
import { explorers } from '../schema/explorers.table';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS, type DemoOrganizationKey } from './demo-people';
import { DEMO_VACANCY_CONTRACT_FIELD } from './internal-vacancies.seed';

/**
 * The organisation that gets the automatic sector filter of SPEC §6: Stroomlijn coaches people
 * towards care and education, so its internet vacancies start filtered on those sectors.
 */
export const DEMO_SECTOR_FILTER: Partial<Record<DemoOrganizationKey, readonly string[]>> = {
  stroomlijn: ['Q', 'P'],
};

/**
 * Werkpad's vacancy explorer filters on its vacancies' 'Dienstverband' (SPEC §3 customFieldId),
 * a custom field every one of its vacancies has a value for (internal-vacancies.seed.ts).
 */
export const DEMO_CUSTOM_FIELD_FILTERS: Partial<
  Record<DemoOrganizationKey, ReadonlyArray<{ customFieldId: string; title: string }>>
> = {
  werkpad: [{ customFieldId: demoId(DEMO_VACANCY_CONTRACT_FIELD), title: 'Dienstverband' }],
};

/** Writes an organisation's explorers (SPEC §3 Explorer), ids from `idOf(key)`. */
export async function insertExplorers(
  db: Db,
  organizationId: string,
  options: {
    sectorCodes?: readonly string[];
    customFieldFilters?: ReadonlyArray<{ customFieldId: string; title: string }>;
    idOf?: (key: string) => string;
  } = {},
): Promise<void> {
  const { idOf, ...explorerOptions } = options;
  const definitions = defaultExplorers(explorerOptions);
  await db.insert(explorers).values(
    definitions.map((definition, index) => ({
      organizationId,
      ...(idOf ? { id: idOf(definition.key) } : {}),
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
    const customFieldFilters = DEMO_CUSTOM_FIELD_FILTERS[name];
    await insertExplorers(db, demoId(organization.key), {
      ...(sectorCodes ? { sectorCodes } : {}),
      ...(customFieldFilters ? { customFieldFilters } : {}),
      idOf: (key) => demoId(`explorer:${name}:${key}`),
    });
  }
}
