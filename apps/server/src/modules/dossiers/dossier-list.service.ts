import type { Database } from '@koers/server-core/db/database';
import { afterGroupWritesSent } from '@koers/server-core/db/group-writer';
import type { NotificationListener } from '@koers/server-core/db/notifications';
import { createScopedCache } from '@koers/server-core/db/scoped-cache';
import type { Actor } from '@koers/shared';
import { listReadLog, recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import { createDossierListRepository, type DossierListRow } from './dossier-list.repository';
import {
  type DossierListAsk,
  type DossierListInMemory,
  dossierListInMemory,
  pageFromMemory,
} from './dossier-list-memory';

/** The channel on which the database announces changes to what the list shows (migration 0017). */
export const DOSSIERS_CHANGED_CHANNEL = 'koers_dossiers_changed';

/** A kept list is read again after this long even if no change was announced (a safety net). */
const KEEP_AT_MOST_MS = 5 * 60_000;
/**
 * An organisation with more dossiers is not kept: its asks run the list's statement as before
 * (some 1 ms each). A kept dossier is some 2 KB; the whole list is read again after every change
 * the organisation announces, which at 5,000 took some 0.35 s of PGlite's one thread, at 1,000
 * some 65 ms (docs/benchmarks.md): 2,000 keeps that pause short for a busy organisation.
 */
const MAX_DOSSIERS_KEPT = 2_000;
/** Rows kept per instance, over all organisations (some 100 MB). */
const MAX_ROWS_KEPT = 50_000;
const WHOLE_LIST = 'all';
const MAX_SEARCHES_KEPT = 1_000;

export type DossierListPage = { rows: DossierListRow[]; count: number | null };

/**
 * Per instance, each organisation's whole dossier list (up to `MAX_DOSSIERS_KEPT`), kept until
 * the database announces a change to anything it shows, or an open invitation expires (a
 * candidate's access then changes), at most `KEEP_AT_MOST_MS` (docs/decisions.md, "Cost per
 * request"). Every ask — view, access, coach, search, sort, page — is answered from it in
 * JavaScript, in the order and with the matches of the list's statement (dossier-list-memory).
 */
export function createDossierLists(
  database: Database,
  listener: NotificationListener,
  { maxDossiers = MAX_DOSSIERS_KEPT }: { maxDossiers?: number } = {},
) {
  const cache = createScopedCache<DossierListInMemory>(listener, DOSSIERS_CHANGED_CHANNEL, {
    maxEntries: MAX_ROWS_KEPT,
    weightOf: (list) => list.rows.length + 1,
  });
  const repository = createDossierListRepository(database.db);
  /** Organisations found too big, until they are counted again. */
  const tooBig = new Map<string, number>();
  /** Reads of a whole list under way: asks of its organisation meanwhile wait for it. */
  const reading = new Map<string, Promise<DossierListInMemory | undefined>>();
  const loweredTexts = new Map<string, string>();

  async function readWhole(organizationId: string): Promise<DossierListInMemory | undefined> {
    const token = cache.token(organizationId);
    const found = await repository.listRanked(organizationId, maxDossiers);
    if (!found) {
      tooBig.set(organizationId, Date.now() + KEEP_AT_MOST_MS);
      return undefined;
    }
    const list = dossierListInMemory(found.rows);
    const keepUntil = Math.min(found.sameUntil, Date.now() + KEEP_AT_MOST_MS);
    cache.set(organizationId, WHOLE_LIST, list, token, keepUntil);
    return list;
  }

  return {
    /**
     * The organisation's list as it is for a request that arrived at `arrivedAt`
     * (`performance.now()` time: changes committed before it show), or undefined when it is not
     * kept (too big, or the listener is not listening: nothing can be kept then).
     */
    async get(organizationId: string, arrivedAt: number): Promise<DossierListInMemory | undefined> {
      if ((tooBig.get(organizationId) ?? 0) > Date.now() || !cache.keeps()) return undefined;
      const kept = await cache.get(organizationId, WHOLE_LIST, arrivedAt);
      if (kept) return kept;
      const under = reading.get(organizationId);
      if (under) {
        // Read for another request, maybe started before this one arrived: taken only as kept,
        // once every change committed before this one arrived is proved heard.
        await under.catch(() => undefined);
        return cache.get(organizationId, WHOLE_LIST, arrivedAt);
      }
      // Read after this request arrived, so it is this request's answer even if not kept.
      const read = readWhole(organizationId);
      reading.set(organizationId, read);
      try {
        return await read;
      } finally {
        if (reading.get(organizationId) === read) reading.delete(organizationId);
      }
    },
    /** The search text lowered as the list's statement lowers it (remembered: a coach types it again). */
    async lowered(text: string): Promise<string> {
      const kept = loweredTexts.get(text);
      if (kept !== undefined) return kept;
      const lowered = await repository.lowered(text);
      if (loweredTexts.size >= MAX_SEARCHES_KEPT) loweredTexts.delete(loweredTexts.keys().next().value as string);
      loweredTexts.set(text, lowered);
      return lowered;
    },
  };
}

export type DossierLists = ReturnType<typeof createDossierLists>;

/**
 * A page of the dossier list as asked, with an access log entry per shown dossier. From the
 * organisation's list in memory when it is kept (the entries then go through the group writer),
 * otherwise in the one statement that reads the page and writes its entries. `logged` settles
 * when the entries are committed: a page from memory returns once their write has gone out, so
 * the caller builds its answer while the database stores them, and sends it only after.
 * `source` is the list in memory the page was made from, as long as it is kept (answers may be
 * kept with it: `createAnswerMemo`), or null.
 */
export async function readDossierListPage(
  database: Database,
  lists: DossierLists,
  actor: Actor,
  ask: DossierListAsk,
  /** When the request arrived (`performance.now()` time): changes committed before it must show. */
  arrivedAt: number,
): Promise<{ page: DossierListPage; source: DossierListInMemory | null; logged: Promise<void> }> {
  const list = await lists.get(ask.organizationId, arrivedAt);
  if (list) {
    const page = pageFromMemory(list, ask, ask.q ? await lists.lowered(ask.q) : undefined);
    const logged = recordDossierReads(
      database,
      actor,
      page.rows.map(({ dossier }) => ({
        dossierId: dossier.id,
        action: 'list',
        subject: 'dossier',
        subjectId: dossier.id,
      })),
    );
    // Awaited by the caller once its answer is built; until then a failure is not "unhandled".
    logged.catch(() => undefined);
    await afterGroupWritesSent();
    return { page, source: list, logged };
  }
  const { sameUntil: _sameUntil, ...page } = await createDossierListRepository(database.asyncCommitDb).list({
    ...ask,
    logReads: listReadLog(actor),
  });
  return { page, source: null, logged: Promise.resolve() };
}
