import type { Db } from '@koers/server-core/db/database';
import type { Actor, DossierAccessAction } from '@koers/shared';
import { createDossierAccessLogRepository } from './dossier-access-log.repository';

export type AccessRecord = {
  dossierId: string;
  action: DossierAccessAction;
  subject: string;
  subjectId?: string | null;
};

/**
 * Records that the actor read or changed dossiers. Writes call it inside their transaction, so
 * the record exists exactly when the change does.
 */
export async function recordDossierAccess(db: Db, actor: Actor, records: AccessRecord | AccessRecord[]): Promise<void> {
  const list = Array.isArray(records) ? records : [records];
  await createDossierAccessLogRepository(db).append(
    list.map((record) => ({
      organizationId: actor.organizationId,
      userContextId: actor.userContextId,
      userId: actor.userId,
      userType: actor.userType,
      ...record,
    })),
  );
}

/** A page of the dossier's access log, newest first, with the total. */
export function accessLogOf(db: Db, organizationId: string, dossierId: string, page: { size: number; offset: number }) {
  return createDossierAccessLogRepository(db).listForDossier(organizationId, dossierId, page);
}

/** Staff who looked at the dossier since `since`, newest first, without `exceptContextId`. */
export function recentViewersOf(
  db: Db,
  organizationId: string,
  dossierId: string,
  options: { since: Date; exceptContextId: string; limit: number },
) {
  return createDossierAccessLogRepository(db).recentViewers(organizationId, dossierId, options);
}
