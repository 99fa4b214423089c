import type { Database, Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { notFound } from '@koers/server-core/jsonapi/errors';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import { type Actor, privacyPolicy } from '@koers/shared';
import { recordChange } from '../changes/changes.service';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { recordAccessAs } from '../dossier-access-log/dossier-access-log.service';
import {
  archivedPastRetention,
  eraseRows,
  erasureSubject,
  lockDossierRow,
  readRetentionDays,
  writeRetentionDays,
} from './erasure.queries';

/** The daily job that erases archived dossiers kept past their organisation's retention. */
export const RETENTION_JOB = 'dossier-retention';

/** Who the access log names for an erasure: the administrator, or nobody (the retention job). */
type Eraser = { userContextId: string; userId: string; userType: string };
const RETENTION_ERASER: Eraser = {
  userContextId: '00000000-0000-0000-0000-000000000000',
  userId: '00000000-0000-0000-0000-000000000000',
  userType: 'system',
};

/**
 * Erases one dossier and its candidate (AVG art. 17): every row that holds their name, e-mail
 * address or phone number, and every stored file of theirs; the access log keeps one entry —
 * the dossier's id, who erased it, when — and nothing else of it. The stored files go after
 * the commit (a failed deletion leaves an unreferenced file, never a row without its file).
 */
async function eraseDossier(
  database: Database,
  storage: FileStorage,
  input: { organizationId: string; dossierId: string; eraser: Eraser },
): Promise<boolean> {
  const scope = { organizationId: input.organizationId, dossierId: input.dossierId };
  const keys = await database.db.transaction(async (tx) => {
    await lockDossierRow(tx, scope);
    const subject = await erasureSubject(tx, scope);
    if (!subject) return null;
    await eraseRows(tx, scope, subject);
    await recordAccessAs(tx, { organizationId: input.organizationId, ...input.eraser }, [
      { dossierId: input.dossierId, action: 'delete', subject: 'erasure' },
    ]);
    await recordChange(tx, { channel: 'Dossier', type: 'deleted', id: input.dossierId });
    return subject.storageKeys;
  });
  if (!keys) return false;
  for (const key of keys) await storage.delete(key);
  return true;
}

/** POST dossier/{id}/erasure: an administrator erases a dossier of their organisation. */
export async function eraseDossierAsAdministrator(
  database: Database,
  storage: FileStorage,
  actor: Actor,
  dossierId: string,
): Promise<{ dossierId: string; erasedAt: Date }> {
  const dossier = await loadDossier(database.db, actor, dossierId);
  authorize(privacyPolicy.erase, actor);
  const erased = await eraseDossier(database, storage, {
    organizationId: actor.organizationId,
    dossierId: dossier.facts.id,
    eraser: { userContextId: actor.userContextId, userId: actor.userId, userType: actor.userType },
  });
  if (!erased) throw notFound('Dit dossier bestaat niet of je hebt er geen toegang toe.');
  return { dossierId: dossier.facts.id, erasedAt: new Date() };
}

/** The retention job: archived dossiers whose organisation's retention has passed at `now` are erased. */
export async function eraseDossiersPastRetention(
  database: Database,
  storage: FileStorage,
  now = new Date(),
): Promise<number> {
  const due = await archivedPastRetention(database.db, now);
  let erased = 0;
  for (const row of due) {
    const done = await eraseDossier(database, storage, {
      organizationId: row.organizationId,
      dossierId: row.id,
      eraser: RETENTION_ERASER,
    });
    if (done) erased += 1;
  }
  return erased;
}

/** The organisation's retention of archived dossiers, in days. */
export const readRetention = (db: Db, organizationId: string) => readRetentionDays(db, organizationId);

export async function updateRetention(db: Db, organizationId: string, days: number): Promise<number> {
  await writeRetentionDays(db, organizationId, days);
  return days;
}
