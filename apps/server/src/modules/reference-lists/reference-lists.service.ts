import type { Db } from '@koers/server-core/db/database';
import { REFERENCE_DATA, REFERENCE_LISTS, type ReferenceList } from '@koers/shared';
import { createReferenceListsRepository } from './reference-lists.repository';

/** Brings the reference tables in line with the authored lists in the code. */
export async function syncReferenceLists(db: Db): Promise<void> {
  const repo = createReferenceListsRepository(db);
  for (const list of REFERENCE_LISTS) await repo.upsert(list, REFERENCE_DATA[list]);
}

/** Which of these codes the reference list knows. */
export async function knownCodes(db: Db, list: ReferenceList, codes: string[]): Promise<Set<string>> {
  return new Set((await createReferenceListsRepository(db).list(list, { codes })).map((row) => row.code));
}
