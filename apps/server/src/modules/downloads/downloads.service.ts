import type { Database, Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { isUuid } from '@koers/server-core/lib/ids';
import { type FileStorage, storageKeyFor } from '@koers/server-core/storage/file-storage';
import {
  type Actor,
  DOWNLOAD_KIND_LABELS,
  DOWNLOAD_TTL_DAYS,
  type DownloadKind,
  downloadPolicy,
  privacyPolicy,
} from '@koers/shared';
import { recordChange } from '../changes/changes.service';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { recordDossierAccess } from '../dossier-access-log/dossier-access-log.service';
import { notifyDownloadReady } from '../notifications/notification-events.service';
import { DOWNLOAD_MAKERS } from './download-makers';
import { downloadErrors } from './downloads.errors';
import { createDownloadsRepository, type DownloadRow } from './downloads.repository';

/** The `downloads` job: the pg-boss queue that makes requested files. */
export const DOWNLOADS_JOB = 'downloads';
const DAY_MS = 24 * 3600 * 1000;

export const downloadTitle = (download: Pick<DownloadRow, 'kind'>) => DOWNLOAD_KIND_LABELS[download.kind];

/** A download for the actor, pending; the `downloads` job makes it (kick it after the commit). */
async function requestDownload(
  tx: Db,
  actor: Actor,
  input: { kind: DownloadKind; parameters: Record<string, string | null>; dossierId: string | null; now: Date },
): Promise<DownloadRow> {
  const row = await createDownloadsRepository(tx).insert({
    organizationId: actor.organizationId,
    userContextId: actor.userContextId,
    kind: input.kind,
    parameters: input.parameters,
    dossierId: input.dossierId,
    expiresAt: new Date(input.now.getTime() + DOWNLOAD_TTL_DAYS * DAY_MS),
  });
  await recordChange(tx, { channel: 'Downloads', type: 'created', id: row.id, userContextIds: [actor.userContextId] });
  return row;
}

/**
 * POST personal_data_exports: a candidate their own dossier's data (no dossier named, or their
 * own); an administrator any dossier of the organisation, which must be named. The access log
 * records the export as a download of the dossier.
 */
export async function requestPersonalDataExport(
  db: Db,
  actor: Actor,
  input: { dossierId: string | null; now?: Date },
): Promise<DownloadRow> {
  let dossierId: string;
  if (privacyPolicy.exportDossierData(actor)) {
    if (!input.dossierId) throw downloadErrors.dossierRequired();
    dossierId = (await loadDossier(db, actor, input.dossierId)).facts.id;
  } else {
    authorize(privacyPolicy.exportOwnData, actor);
    // A candidate's own dossier only: another id is not theirs to ask for.
    if (input.dossierId && input.dossierId.toLowerCase() !== actor.dossierId) throw downloadErrors.notFound();
    dossierId = actor.dossierId as string;
  }
  return db.transaction(async (tx) => {
    const row = await requestDownload(tx, actor, {
      kind: 'personal_data_export',
      parameters: {},
      dossierId,
      now: input.now ?? new Date(),
    });
    await recordDossierAccess(tx, actor, { dossierId, action: 'download', subject: 'personal_data_export' });
    return row;
  });
}

/** POST organization/{id}/outcome_report_downloads: the outcome report as CSV, made in the background. */
export async function requestOutcomeReportDownload(
  db: Db,
  actor: Actor,
  filter: { from: string; to: string; trackType: string | null; coach: string | null },
): Promise<DownloadRow> {
  return db.transaction((tx) =>
    requestDownload(tx, actor, { kind: 'outcome_report', parameters: filter, dossierId: null, now: new Date() }),
  );
}

export async function listOwnDownloads(db: Db, actor: Actor, now = new Date()): Promise<DownloadRow[]> {
  return createDownloadsRepository(db).listOwn(actor.organizationId, actor.userContextId, now);
}

/** One of the actor's own downloads, not expired; anyone else's is not found. */
export async function loadOwnDownload(db: Db, actor: Actor, id: string, now = new Date()): Promise<DownloadRow> {
  if (!isUuid(id)) throw downloadErrors.notFound();
  const row = await createDownloadsRepository(db).find(actor.organizationId, id.toLowerCase());
  if (!row || !downloadPolicy.own(actor, row) || row.expiresAt <= now) throw downloadErrors.notFound();
  return row;
}

/** The bytes of a ready download of the actor's. */
export async function openOwnDownload(db: Db, storage: FileStorage, actor: Actor, id: string) {
  const download = await loadOwnDownload(db, actor, id);
  if (download.status !== 'ready') throw downloadErrors.notReady();
  const found = await storage.get(storageKeyFor(download.organizationId, download.id));
  if (!found) throw downloadErrors.notFound();
  return { download, ...found };
}

const changeOf = (download: DownloadRow, type: string) =>
  ({ channel: 'Downloads', type, id: download.id, userContextIds: [download.userContextId] }) as const;

/**
 * The `downloads` job: makes every pending download, one at a time (SKIP LOCKED: several
 * instances share the work). Progress reaches the requester's sockets as it goes; a ready one
 * is stored, then marked and notified in one transaction; a failed one says so.
 */
export async function makePendingDownloads(input: {
  database: Database;
  storage: FileStorage;
  log: { error(object: unknown, message: string): void };
}): Promise<number> {
  const { database, storage } = input;
  const { db } = database;
  const repo = createDownloadsRepository(db);
  let made = 0;
  for (;;) {
    const download = await repo.claimNext(new Date());
    if (!download) return made;
    const progress = async (percentage: number) => {
      await repo.setProgress(download.id, percentage);
      await recordChange(db, changeOf(download, 'progress'));
    };
    try {
      const file = await DOWNLOAD_MAKERS[download.kind]({ database, storage, download, progress });
      await storage.put(storageKeyFor(download.organizationId, download.id), file.bytes);
      await db.transaction(async (tx) => {
        const ready = { filename: file.filename, contentType: file.contentType, byteSize: file.bytes.length };
        await createDownloadsRepository(tx).finish(download.id, { status: 'ready', ...ready, readyAt: new Date() });
        await recordChange(tx, changeOf(download, 'ready'));
        await notifyDownloadReady(tx, {
          organizationId: download.organizationId,
          userContextId: download.userContextId,
          downloadId: download.id,
          title: downloadTitle(download),
        });
      });
      made += 1;
    } catch (error) {
      input.log.error({ err: error, download: download.id }, 'download maken mislukt');
      await repo.finish(download.id, {
        status: 'failed',
        filename: null,
        contentType: null,
        byteSize: null,
        readyAt: null,
      });
      await recordChange(db, changeOf(download, 'failed'));
    }
  }
}

/** Removes downloads, their rows and stored files: expired ones (housekeeping) or a dossier's (erasure). */
async function removeDownloads(db: Db, storage: FileStorage, rows: DownloadRow[]): Promise<void> {
  for (const row of rows) {
    await storage.delete(storageKeyFor(row.organizationId, row.id));
    await createDownloadsRepository(db).delete(row.id);
  }
}

/** Housekeeping: downloads past their `expires_at` are gone, with their files. */
export async function deleteExpiredDownloads(db: Db, storage: FileStorage, now = new Date()): Promise<void> {
  await removeDownloads(db, storage, await createDownloadsRepository(db).expiredBefore(now));
}

/** Erasure: every download holding the dossier's data, whoever asked for it. */
export async function deleteDossierDownloads(db: Db, storage: FileStorage, organizationId: string, dossierId: string) {
  await removeDownloads(db, storage, await createDownloadsRepository(db).forDossier(organizationId, dossierId));
}
