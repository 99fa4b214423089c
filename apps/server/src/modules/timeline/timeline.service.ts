import type { Database } from '@koers/server-core/db/database';
import { type Actor, journalPolicy, TIMELINE_KINDS, type TimelineKind } from '@koers/shared';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import { journalEntriesFor } from '../journal/journal.service';
import { timelinePage } from './timeline.queries';

export type { TimelineRow } from './timeline.queries';

/**
 * GET dossier/{id}/timeline: what happened in the dossier, newest first, of the kinds asked
 * for (all by default), read from the records that hold it; journal entries come along whole
 * (files, `meta.can`) for those the reader may see. The read is logged.
 */
export async function readTimeline(input: {
  database: Database;
  actor: Actor;
  dossierId: string;
  kinds?: TimelineKind[];
  page: { size: number; offset: number };
}) {
  const { database, actor } = input;
  const { db } = database;
  const { row, facts } = await loadDossier(db, actor, input.dossierId);
  const [{ rows, count }] = await Promise.all([
    timelinePage(db, {
      organizationId: row.organizationId,
      dossierId: row.id,
      readerContextId: actor.userContextId,
      seesTeamOnly: journalPolicy.readsTeamOnly(actor, facts),
      kinds: input.kinds ?? TIMELINE_KINDS,
      page: input.page,
    }),
    recordDossierReads(database, actor, [{ dossierId: row.id, action: 'read', subject: 'timeline' }]),
  ]);
  const entries = await journalEntriesFor(
    db,
    actor,
    facts,
    rows.filter((item) => item.kind === 'journal').map((item) => item.id),
  );
  return { dossier: row, rows, count, entries };
}
