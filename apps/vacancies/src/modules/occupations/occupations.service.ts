import type { Db } from '@koers/server-core/db/database';
import { JobTitleMatcher } from './job-title-matcher';
import { createOccupationsRepository, type IscoGroupInput, type JobTitleInput } from './occupations.repository';

export { JobTitleMatcher } from './job-title-matcher';

/** Recognises occupations in titles, over the occupations in the database now. */
export async function loadJobTitleMatcher(db: Db): Promise<JobTitleMatcher> {
  return new JobTitleMatcher(await createOccupationsRepository(db).all());
}

/**
 * The authored occupations and ISCO groups: groups are added without overwriting imported
 * (ESCO) labels; authored occupations are brought up to date. Gives the ids of the occupations
 * whose label changed (their vacancies' search rows name them).
 */
export async function syncAuthoredOccupations(
  db: Db,
  input: { groups: IscoGroupInput[]; occupations: JobTitleInput[] },
): Promise<string[]> {
  const repo = createOccupationsRepository(db);
  // ESCO labels, once imported, take precedence over the authored ones.
  await repo.upsertIscoGroups(input.groups, { overwrite: false });
  return repo.upsertAuthored(input.occupations);
}

/** The ids of the occupations with these codes (a profile's favourite occupations are kept by code). */
export async function jobTitleIdsForCodes(db: Db, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const { rows } = await createOccupationsRepository(db).list({ codes, offset: 0, limit: codes.length });
  return rows.map((row) => row.id);
}

/** The occupations with these codes as id, code and label (for another service's demo data, by the composition). */
export async function jobTitlesForCodes(
  db: Db,
  codes: string[],
): Promise<Array<{ id: string; code: string; label: string }>> {
  if (codes.length === 0) return [];
  const { rows } = await createOccupationsRepository(db).list({ codes, offset: 0, limit: codes.length });
  return rows.map((row) => ({ id: row.id, code: row.code, label: row.labelNl }));
}
