import type { Db } from '@koers/server-core/db/database';
import { createImportsRepository } from './imports.repository';

/** Which version (hash) of an authored list the database holds, if any. */
export function authoredVersion(db: Db, name: string): Promise<string | null> {
  return createImportsRepository(db).authoredVersion(name);
}

/** Inside the transaction that wrote the list: records the version now in the database. */
export function setAuthoredVersion(tx: Db, name: string, hash: string): Promise<void> {
  return createImportsRepository(tx).setAuthoredVersion(name, hash);
}
