import type { Database, Db } from '@koers/server-core/db/database';
import { createGroupWriter } from '@koers/server-core/db/group-writer';
import type { Actor, DossierAccessAction } from '@koers/shared';
import { type Change, recordChange } from '../changes/changes.service';
import {
  type AccessLogBatch,
  type AccessLogReader,
  type AccessRecord,
  appendForEachSql,
  createDossierAccessLogRepository,
  LIST_READ_TEMPLATE,
} from './dossier-access-log.repository';

export type { AccessRecord };

/**
 * Records that the actor read or changed dossiers. Writes call it inside their transaction, so
 * the record exists exactly when the change does.
 */
export async function recordDossierAccess(db: Db, actor: Actor, records: AccessRecord | AccessRecord[]): Promise<void> {
  const batch = batchOf(actor, records);
  await createDossierAccessLogRepository(db).append([batch]);
  // A write to a dossier (or a part of it) refreshes the screens that show it, after the commit.
  await recordChange(db, dossierChangesOf(batch.records));
}

const WRITES: ReadonlySet<DossierAccessAction> = new Set(['create', 'update', 'delete', 'upload', 'grant', 'withdraw']);

function dossierChangesOf(records: AccessRecord[]): Change[] {
  const written = new Map(records.filter((record) => WRITES.has(record.action)).map((r) => [r.dossierId, r.action]));
  return [...written].map(([id, action]) => ({
    channel: 'Dossier',
    type: action === 'create' ? 'created' : 'updated',
    id,
  }));
}

/** Who an entry names: the actor's organisation, context, person and user type. */
function readerOf(actor: Actor): AccessLogReader {
  return {
    organizationId: actor.organizationId,
    userContextId: actor.userContextId,
    userId: actor.userId,
    userType: actor.userType,
  };
}

function batchOf(actor: Actor, records: AccessRecord | AccessRecord[]): AccessLogBatch {
  return { reader: readerOf(actor), records: Array.isArray(records) ? records : [records] };
}

const readWriters = new WeakMap<Database, (batches: AccessLogBatch[]) => Promise<void>>();

/**
 * Records reads that change nothing (the dossier list) without a synchronous commit: entries
 * of concurrent requests are appended together, through the database's async-commit handle.
 * It resolves once they are committed, so an answer is never sent before its entries exist;
 * a read that shows entries commits synchronously after reading them (docs/decisions.md).
 */
export function recordDossierReads(database: Database, actor: Actor, records: AccessRecord[]): Promise<void> {
  let write = readWriters.get(database);
  if (!write) {
    write = createGroupWriter((batches) => createDossierAccessLogRepository(database.asyncCommitDb).append(batches));
    readWriters.set(database, write);
  }
  return records.length === 0 ? Promise.resolve() : write([batchOf(actor, records)]);
}

/**
 * The access log of a list read, for the statement that reads the list (dossier-list.repository):
 * given SQL that selects the shown dossiers' `id`, the insert of one 'list' entry per dossier.
 * That statement runs on the async-commit handle, like `recordDossierReads`. The reader is a set
 * of placeholders, so the statement is built once for every actor (drizzle's `prepare`); `values`
 * are this actor's, by the placeholders' names.
 */
export function listReadLog(actor: Actor) {
  const reader = readerOf(actor);
  return {
    sql: (dossierIds: Parameters<typeof appendForEachSql>[1]) => appendForEachSql(LIST_READ_TEMPLATE, dossierIds),
    values: {
      readerOrganizationId: reader.organizationId,
      readerContextId: reader.userContextId,
      readerUserId: reader.userId,
      readerUserType: reader.userType,
    },
  };
}

/** A page of the dossier's access log, newest first, with the total. */
export function accessLogOf(db: Db, organizationId: string, dossierId: string, page: { size: number; offset: number }) {
  return createDossierAccessLogRepository(db).listForDossier(organizationId, dossierId, page);
}

/**
 * Staff who looked at the dossier since `since`, newest first, other than the actor, and the
 * actor's read recorded by the same statement, committed synchronously after reading: its flush
 * makes every entry it read durable (docs/decisions.md, "Cost per request").
 */
export function recentViewersRecording(
  db: Db,
  actor: Actor,
  read: AccessRecord & { action: 'read' },
  options: { since: Date; limit: number },
) {
  return createDossierAccessLogRepository(db).recentViewers(
    actor.organizationId,
    read.dossierId,
    { ...options, exceptContextId: actor.userContextId },
    batchOf(actor, read),
  );
}

/**
 * An entry written for someone who is no actor of a request (the retention job) or is one no
 * longer (an erasure): the reader is given as is. Inside the caller's transaction.
 */
export async function recordAccessAs(db: Db, reader: AccessLogReader, records: AccessRecord[]): Promise<void> {
  await createDossierAccessLogRepository(db).append([{ reader, records }]);
}
