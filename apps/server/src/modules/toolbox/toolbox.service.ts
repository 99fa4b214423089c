import type { Db } from '@koers/server-core/db/database';
import { sanitizeDescription } from '@koers/server-core/html/rich-text';
import { authorize } from '@koers/server-core/http/authorize';
import { ApiError } from '@koers/server-core/jsonapi/errors';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import {
  type Actor,
  TOOLBOX_MAX_FILES,
  type toolboxItemSchema,
  toolboxPolicy,
  type toolboxShareSchema,
  type UploadRequestInput,
  type z,
} from '@koers/shared';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { deleteFileRecord, requestOrganizationUpload } from '../files/files.service';
import { toolboxErrors } from './toolbox.errors';
import {
  createToolboxRepository,
  type SharedItemRow,
  type ShareSummary,
  type ToolboxFileRow,
  type ToolboxItemRow,
} from './toolbox.repository';

export type ToolboxItemAttributes = z.output<typeof toolboxItemSchema>;
export type ToolboxShareAttributes = z.output<typeof toolboxShareSchema>;
/** A library item as a coach gets it: with how it is shared, and its files. */
export type ToolboxItemView = { item: ToolboxItemRow; shares: Omit<ShareSummary, 'itemId'>; files: ToolboxFileRow[] };
/** An item as the candidate it was shared with gets it, with its files. */
export type EssentialView = SharedItemRow & { files: ToolboxFileRow[] };

const NOT_SHARED = { withEveryone: false, candidateCount: 0 };

async function viewsOf(db: Db, organizationId: string, items: ToolboxItemRow[]): Promise<ToolboxItemView[]> {
  const repository = createToolboxRepository(db);
  const ids = items.map((item) => item.id);
  const [summaries, files] = await Promise.all([
    repository.shareSummaries(organizationId, ids),
    repository.filesOf(organizationId, ids),
  ]);
  return items.map((item) => {
    const summary = summaries.find((row) => row.itemId === item.id);
    return {
      item,
      shares: summary ? { withEveryone: summary.withEveryone, candidateCount: summary.candidateCount } : NOT_SHARED,
      files: files.filter((file) => file.itemId === item.id),
    };
  });
}

/** The columns of an item: the text sanitised (plain text becomes paragraphs); text or a link it must have. */
function columnsOf(attributes: ToolboxItemAttributes) {
  const text = sanitizeDescription(attributes.text) ?? '';
  if (text === '' && attributes.links.length === 0) throw toolboxErrors.emptyItem();
  return { title: attributes.title, text, links: attributes.links };
}

/** GET toolbox_items: the organisation's library. */
export async function listToolbox(db: Db, actor: Actor, page: { size: number; offset: number }, q?: string) {
  const { rows, count } = await createToolboxRepository(db).list(actor.organizationId, page, q);
  return { items: await viewsOf(db, actor.organizationId, rows), count };
}

async function loadItem(db: Db, actor: Actor, itemId: string) {
  const item = await createToolboxRepository(db).find(actor.organizationId, itemId);
  if (!item) throw toolboxErrors.notFound();
  return item;
}

/** GET toolbox_item/{id}. */
export async function readToolboxItem(db: Db, actor: Actor, itemId: string) {
  const [view] = await viewsOf(db, actor.organizationId, [await loadItem(db, actor, itemId)]);
  if (!view) throw toolboxErrors.notFound();
  return view;
}

/** POST toolbox_items: a coach adds a tip or material to the library. */
export async function createToolboxItem(db: Db, actor: Actor, attributes: ToolboxItemAttributes) {
  const item = await createToolboxRepository(db).insert({
    organizationId: actor.organizationId,
    ...columnsOf(attributes),
    createdByContextId: actor.userContextId,
    updatedByContextId: actor.userContextId,
  });
  return readToolboxItem(db, actor, item.id);
}

/** PATCH toolbox_item/{id}. */
export async function updateToolboxItem(db: Db, actor: Actor, itemId: string, attributes: ToolboxItemAttributes) {
  const item = await loadItem(db, actor, itemId);
  await createToolboxRepository(db).update(actor.organizationId, item.id, {
    ...columnsOf(attributes),
    updatedByContextId: actor.userContextId,
  });
  return readToolboxItem(db, actor, item.id);
}

/** Forgets these files' rows inside the transaction; their bytes go once it committed. */
async function forgetFiles(tx: Db, organizationId: string, fileIds: string[]) {
  const removed = [];
  for (const fileId of fileIds) removed.push(await deleteFileRecord(tx, organizationId, fileId));
  return removed.flatMap((file) => (file ? [file.storageKey] : []));
}

async function removeBytes(storage: FileStorage, keys: string[]) {
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/** DELETE toolbox_item/{id}: the item goes, and with it its shares, read states and files. */
export async function deleteToolboxItem(db: Db, storage: FileStorage, actor: Actor, itemId: string) {
  const item = await loadItem(db, actor, itemId);
  const keys = await db.transaction(async (tx) => {
    const repository = createToolboxRepository(tx);
    const removed = await forgetFiles(
      tx,
      actor.organizationId,
      await repository.fileIdsOf(actor.organizationId, item.id),
    );
    await repository.delete(actor.organizationId, item.id);
    return removed;
  });
  await removeBytes(storage, keys);
}

/**
 * POST toolbox_item/{id}/upload_request: a document for the item, stored as a file of the
 * organisation (not of a dossier) with the checks and quota of every upload, attached at once.
 */
export async function requestToolboxUpload(input: {
  db: Db;
  actor: Actor;
  itemId: string;
  request: UploadRequestInput;
  quotaBytes: number;
}) {
  const { db, actor } = input;
  const item = await loadItem(db, actor, input.itemId);
  if (input.request.uploadType !== 'document') throw toolboxErrors.notADocument();
  return requestOrganizationUpload({
    db,
    actor,
    request: input.request,
    quotaBytes: input.quotaBytes,
    attach: async (tx, file) => {
      const held = await createToolboxRepository(tx).attachFile({
        organizationId: actor.organizationId,
        itemId: item.id,
        fileId: file.id,
      });
      if (held >= TOOLBOX_MAX_FILES) throw toolboxErrors.tooManyFiles();
    },
  });
}

/** DELETE toolbox_item/{id}/files/{fileId}: the file goes (its row and its bytes). */
export async function deleteToolboxFile(db: Db, storage: FileStorage, actor: Actor, itemId: string, fileId: string) {
  const item = await loadItem(db, actor, itemId);
  const keys = await db.transaction(async (tx) => {
    const attached = await createToolboxRepository(tx).fileIdsOf(actor.organizationId, item.id);
    if (!attached.includes(fileId)) throw toolboxErrors.fileNotFound();
    return forgetFiles(tx, actor.organizationId, [fileId]);
  });
  await removeBytes(storage, keys);
}

/** The candidate's dossier to share with: another organisation's or one the coach may not read is a 422. */
async function shareTarget(db: Db, actor: Actor, dossierId: string) {
  const { row, facts } = await loadDossier(db, actor, dossierId).catch((error: unknown) => {
    throw error instanceof ApiError && (error.status === 403 || error.status === 404)
      ? toolboxErrors.unknownCandidate()
      : error;
  });
  if (facts.archived) throw toolboxErrors.archivedCandidate();
  authorize(toolboxPolicy.shareWith, actor, facts, 'Je kunt niets delen met deze kandidaat.');
  return row;
}

/** POST toolbox_item/{id}/shares: shared with one candidate or with all; new again for them. */
export async function shareToolboxItem(db: Db, actor: Actor, itemId: string, attributes: ToolboxShareAttributes) {
  const item = await loadItem(db, actor, itemId);
  const dossierId =
    attributes.audience === 'all' || attributes.dossierId === null
      ? null
      : (await shareTarget(db, actor, attributes.dossierId)).id;
  await db.transaction((tx) =>
    createToolboxRepository(tx).share({
      organizationId: actor.organizationId,
      itemId: item.id,
      dossierId,
      contextId: actor.userContextId,
    }),
  );
  return readToolboxItem(db, actor, item.id);
}

function ownDossierId(actor: Actor): string {
  if (!actor.dossierId) throw toolboxErrors.notFound();
  return actor.dossierId;
}

async function withFiles(db: Db, organizationId: string, rows: SharedItemRow[]): Promise<EssentialView[]> {
  const files = await createToolboxRepository(db).filesOf(
    organizationId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, files: files.filter((file) => file.itemId === row.id) }));
}

/** GET my/essentials: what was shared with this candidate, newest first, with read state. */
export async function listEssentials(db: Db, actor: Actor, page: { size: number; offset: number }) {
  const shared = await createToolboxRepository(db).sharedWith(actor.organizationId, ownDossierId(actor), page);
  return { ...shared, rows: await withFiles(db, actor.organizationId, shared.rows) };
}

/** GET my/essentials/{id}: one item shared with this candidate; any other is not found. */
export async function readEssential(db: Db, actor: Actor, itemId: string): Promise<EssentialView> {
  const row = await createToolboxRepository(db).sharedItem(actor.organizationId, ownDossierId(actor), itemId);
  if (!row) throw toolboxErrors.notFound();
  const [view] = await withFiles(db, actor.organizationId, [row]);
  if (!view) throw toolboxErrors.notFound();
  return view;
}

/** POST my/essentials/{id}/read: the candidate read it. */
export async function markEssentialRead(db: Db, actor: Actor, itemId: string) {
  await readEssential(db, actor, itemId);
  await createToolboxRepository(db).markRead(actor.organizationId, ownDossierId(actor), itemId);
  return readEssential(db, actor, itemId);
}
