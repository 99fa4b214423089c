import type { Database, Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { ApiError } from '@koers/server-core/jsonapi/errors';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import {
  type Actor,
  type DossierFacts,
  JOURNAL_VISIBILITIES,
  type JournalEntryKind,
  journalEntryAbilities,
  type journalEntrySchema,
  journalPolicy,
  type z,
} from '@koers/shared';
import { todayInAmsterdam } from '@koers/shared/calendar';
import { dossierAccessErrors } from '../dossier-access/dossier-access.errors';
import { type DossierRow, loadDossier } from '../dossier-access/dossier-access.service';
import { recordDossierAccess, recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import { uploadErrors } from '../files/files.errors';
import { deleteFileRecord, fileAttachment, usableFile } from '../files/files.service';
import { journalErrors } from './journal.errors';
import {
  createJournalRepository,
  type JournalAttachmentRow,
  type JournalEntryListRow,
  type JournalEntryRow,
} from './journal.repository';

export type JournalEntryAttributes = z.output<typeof journalEntrySchema>;

/** An entry as a reader gets it: with its files and what this reader may do with it. */
export type JournalEntryView = {
  entry: JournalEntryListRow;
  attachments: JournalAttachmentRow[];
  can: ReturnType<typeof journalEntryAbilities>;
};

async function viewsOf(db: Db, actor: Actor, facts: DossierFacts, entries: JournalEntryListRow[]) {
  const attachments = await createJournalRepository(db).attachments(
    facts.organizationId,
    entries.map((entry) => entry.id),
  );
  return entries.map(
    (entry): JournalEntryView => ({
      entry,
      attachments: attachments.filter((file) => file.journalEntryId === entry.id),
      can: journalEntryAbilities(actor, facts, entry),
    }),
  );
}

/** These entries of the dossier as this reader gets them (those they may read), for the timeline. */
export async function journalEntriesFor(db: Db, actor: Actor, facts: DossierFacts, ids: string[]) {
  const rows = await createJournalRepository(db).findMany(facts.organizationId, ids);
  const readable = rows.filter((row) => row.dossierId === facts.id && journalPolicy.read(actor, facts, row));
  return viewsOf(db, actor, facts, readable);
}

/** The visibilities this reader sees: staff of the dossier all, the candidate only theirs. */
function visibilitiesFor(actor: Actor, facts: DossierFacts) {
  return journalPolicy.readsTeamOnly(actor, facts) ? JOURNAL_VISIBILITIES : (['candidate'] as const);
}

/** GET dossier/{id}/journal_entries: the entries this reader may see, newest first; the read is logged. */
export async function listJournal(input: {
  database: Database;
  actor: Actor;
  dossierId: string;
  kinds?: JournalEntryKind[];
  page: { size: number; offset: number };
}) {
  const { database, actor } = input;
  const { row, facts } = await loadDossier(database.db, actor, input.dossierId);
  const [{ rows, count }] = await Promise.all([
    createJournalRepository(database.db).list(row.organizationId, row.id, {
      visibilities: visibilitiesFor(actor, facts),
      ...(input.kinds ? { kinds: input.kinds } : {}),
      page: input.page,
    }),
    recordDossierReads(database, actor, [{ dossierId: row.id, action: 'read', subject: 'journal' }]),
  ]);
  return {
    dossier: row,
    entries: await viewsOf(database.db, actor, facts, rows),
    count,
    canCreate: journalPolicy.create(actor, facts),
  };
}

/**
 * An entry with its dossier, for this reader: one they may not see (another organisation's, or
 * a team-only one for the candidate) is not found.
 */
async function loadEntry(db: Db, actor: Actor, entryId: string) {
  const entry = await createJournalRepository(db).find(actor.organizationId, entryId);
  if (!entry) throw journalErrors.notFound();
  const { row, facts } = await loadDossier(db, actor, entry.dossierId).catch((error: unknown) => {
    // A candidate asking for another dossier's entry learns nothing of it either.
    throw error instanceof ApiError && error.status === 403 && actor.userType === 'client'
      ? journalErrors.notFound()
      : error;
  });
  if (!journalPolicy.read(actor, facts, entry)) throw journalErrors.notFound();
  return { entry, dossier: row, facts };
}

/** GET journal_entry/{id}; the read is logged. */
export async function readJournalEntry(database: Database, actor: Actor, entryId: string) {
  const { entry, dossier, facts } = await loadEntry(database.db, actor, entryId);
  const [[view]] = await Promise.all([
    viewsOf(database.db, actor, facts, [entry]),
    recordDossierReads(database, actor, [
      { dossierId: dossier.id, action: 'read', subject: 'journal_entry', subjectId: entry.id },
    ]),
  ]);
  if (!view) throw journalErrors.notFound();
  return view;
}

/**
 * The files of an entry: uploaded to this dossier as documents and stored, and not part of
 * anything else; `keep` are the entry's own already.
 */
async function checkFiles(db: Db, dossier: DossierRow, fileIds: string[], keep: ReadonlySet<string>) {
  const seen = new Set<string>();
  for (const [index, fileId] of fileIds.entries()) {
    if (seen.has(fileId)) throw journalErrors.fileTwice(index);
    seen.add(fileId);
    if (keep.has(fileId)) continue;
    const pointer = `/data/attributes/fileIds/${index}`;
    const file = await usableFile(db, dossier, fileId, ['document', 'resume'], pointer);
    if ((await fileAttachment(db, dossier.organizationId, file)).kind !== 'unattached') {
      throw uploadErrors.wrongKind(file.uploadType, pointer);
    }
  }
}

function checkDate(occurredOn: string) {
  if (occurredOn > todayInAmsterdam()) throw journalErrors.futureDate();
}

/** POST dossier/{id}/journal_entries: a coach of the active dossier writes an entry. */
export async function createJournalEntry(input: {
  db: Db;
  actor: Actor;
  dossierId: string;
  attributes: JournalEntryAttributes;
}): Promise<JournalEntryView> {
  const { db, actor, attributes } = input;
  const { row, facts } = await loadDossier(db, actor, input.dossierId);
  if (facts.archived) throw dossierAccessErrors.archived();
  authorize(journalPolicy.create, actor, facts, 'Je kunt in het journaal van dit dossier niet schrijven.');
  checkDate(attributes.occurredOn);
  await checkFiles(db, row, attributes.fileIds, new Set());
  const entry = await db.transaction(async (tx) => {
    const repo = createJournalRepository(tx);
    const inserted = await repo.insert({
      organizationId: row.organizationId,
      dossierId: row.id,
      occurredOn: attributes.occurredOn,
      kind: attributes.kind,
      text: attributes.text,
      visibility: attributes.visibility,
      createdByContextId: actor.userContextId,
      updatedByContextId: actor.userContextId,
    });
    await repo.setAttachments(row.organizationId, inserted.id, attributes.fileIds);
    await recordDossierAccess(tx, actor, {
      dossierId: row.id,
      action: 'create',
      subject: 'journal_entry',
      subjectId: inserted.id,
    });
    return inserted;
  });
  return afterWrite(db, actor, facts, entry);
}

async function afterWrite(db: Db, actor: Actor, facts: DossierFacts, entry: JournalEntryRow) {
  const found = await createJournalRepository(db).find(facts.organizationId, entry.id);
  const [view] = await viewsOf(db, actor, facts, found ? [found] : []);
  if (!view) throw journalErrors.notFound();
  return view;
}

/** PATCH journal_entry/{id}: the entry's values and files; files taken off are removed, bytes included. */
export async function updateJournalEntry(input: {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  entryId: string;
  attributes: JournalEntryAttributes;
}): Promise<JournalEntryView> {
  const { db, actor, attributes } = input;
  const { entry, dossier, facts } = await loadEntry(db, actor, input.entryId);
  if (facts.archived) throw dossierAccessErrors.archived();
  authorize((who, row: JournalEntryRow) => journalPolicy.update(who, facts, row), actor, entry);
  checkDate(attributes.occurredOn);
  const own = await createJournalRepository(db).attachments(dossier.organizationId, [entry.id]);
  await checkFiles(db, dossier, attributes.fileIds, new Set(own.map((file) => file.fileId)));
  const { updated, removed } = await db.transaction(async (tx) => {
    const repo = createJournalRepository(tx);
    const changed = await repo.update(dossier.organizationId, entry.id, {
      occurredOn: attributes.occurredOn,
      kind: attributes.kind,
      text: attributes.text,
      visibility: attributes.visibility,
      updatedByContextId: actor.userContextId,
    });
    const dropped = await repo.setAttachments(dossier.organizationId, entry.id, attributes.fileIds);
    const files = await deleteFiles(tx, dossier.organizationId, dropped);
    await recordDossierAccess(tx, actor, {
      dossierId: dossier.id,
      action: 'update',
      subject: 'journal_entry',
      subjectId: entry.id,
    });
    return { updated: changed, removed: files };
  });
  await removeBytes(input.storage, removed);
  return afterWrite(db, actor, facts, updated);
}

/** DELETE journal_entry/{id}: the entry and its files go, bytes included. */
export async function deleteJournalEntry(input: { db: Db; storage: FileStorage; actor: Actor; entryId: string }) {
  const { db, actor } = input;
  const { entry, dossier, facts } = await loadEntry(db, actor, input.entryId);
  if (facts.archived) throw dossierAccessErrors.archived();
  authorize((who, row: JournalEntryRow) => journalPolicy.delete(who, facts, row), actor, entry);
  const removed = await db.transaction(async (tx) => {
    const repo = createJournalRepository(tx);
    const dropped = await repo.setAttachments(dossier.organizationId, entry.id, []);
    const files = await deleteFiles(tx, dossier.organizationId, dropped);
    await repo.delete(dossier.organizationId, entry.id);
    await recordDossierAccess(tx, actor, {
      dossierId: dossier.id,
      action: 'delete',
      subject: 'journal_entry',
      subjectId: entry.id,
    });
    return files;
  });
  await removeBytes(input.storage, removed);
}

/** Inside the caller's transaction: forgets the files' rows; their bytes go after the commit. */
async function deleteFiles(tx: Db, organizationId: string, fileIds: string[]) {
  const files = [];
  for (const fileId of fileIds) files.push(await deleteFileRecord(tx, organizationId, fileId));
  return files;
}

async function removeBytes(storage: FileStorage, files: Array<{ storageKey: string } | null>) {
  await Promise.all(files.map((file) => (file ? storage.delete(file.storageKey) : undefined)));
}
