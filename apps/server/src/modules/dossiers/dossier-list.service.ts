import type { Database } from '@koers/server-core/db/database';
import { afterGroupWritesSent } from '@koers/server-core/db/group-writer';
import type { NotificationListener } from '@koers/server-core/db/notifications';
import { createScopedCache, type ScopedCache } from '@koers/server-core/db/scoped-cache';
import type { Actor } from '@koers/shared';
import { listReadLog, recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import { createDossierListRepository, type DossierListOptions, type DossierListRow } from './dossier-list.repository';

/** The channel on which the database announces changes to what the list shows (migration 0017). */
export const DOSSIERS_CHANGED_CHANNEL = 'koers_dossiers_changed';

/** A kept page is read again after this long even if no change was announced (a safety net). */
const KEEP_AT_MOST_MS = 5 * 60_000;
/** Pages kept per instance, over all organisations (a page of 20 is some 30 KB: about 15 MB). */
const MAX_PAGES = 500;

export type DossierListPage = { rows: DossierListRow[]; count: number | null };
export type DossierListCache = ScopedCache<DossierListPage>;

/**
 * Pages of the dossier list kept per instance and organisation until the database announces a
 * change to anything they show (docs/decisions.md, "Cost per request").
 */
export function createDossierListCache(listener: NotificationListener): DossierListCache {
  return createScopedCache<DossierListPage>(listener, DOSSIERS_CHANGED_CHANNEL, { maxEntries: MAX_PAGES });
}

/**
 * A page of the dossier list as asked, with an access log entry per shown dossier: from memory
 * when an identical ask's page is kept and nothing it shows has changed since (the entries then
 * go through the group writer), otherwise in the one statement that reads the page and writes its
 * entries. `logged` settles when the entries are committed: a kept page returns once their write
 * has gone out, so the caller builds its answer while the database stores them, and sends it
 * only after. The page is the kept object itself as long as it is kept (answers may be kept
 * with it: `createAnswerMemo`).
 */
export async function readDossierListPage(
  database: Database,
  cache: DossierListCache,
  actor: Actor,
  options: Omit<DossierListOptions, 'logReads' | 'ids'>,
  /** When the request arrived (`performance.now()` time): changes committed before it must show. */
  arrivedAt: number,
): Promise<{ page: DossierListPage; logged: Promise<void> }> {
  const { organizationId } = options;
  const key = JSON.stringify(options);
  const kept = await cache.get(organizationId, key, arrivedAt);
  if (kept) {
    const logged = recordDossierReads(
      database,
      actor,
      kept.rows.map(({ dossier }) => ({
        dossierId: dossier.id,
        action: 'list',
        subject: 'dossier',
        subjectId: dossier.id,
      })),
    );
    // Awaited by the caller once its answer is built; until then a failure is not "unhandled".
    logged.catch(() => undefined);
    await afterGroupWritesSent();
    return { page: kept, logged };
  }
  const token = cache.token(organizationId);
  const { sameUntil, ...page } = await createDossierListRepository(database.asyncCommitDb).list({
    ...options,
    logReads: listReadLog(actor),
  });
  if (sameUntil !== null) {
    cache.set(organizationId, key, page, token, Math.min(sameUntil, Date.now() + KEEP_AT_MOST_MS));
  }
  return { page, logged: Promise.resolve() };
}
