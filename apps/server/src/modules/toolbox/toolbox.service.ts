import type { Db } from '@koers/server-core/db/database';
import { sanitizeDescription } from '@koers/server-core/html/rich-text';
import { authorize } from '@koers/server-core/http/authorize';
import { ApiError } from '@koers/server-core/jsonapi/errors';
import { type Actor, type toolboxItemSchema, toolboxPolicy, type toolboxShareSchema, type z } from '@koers/shared';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { toolboxErrors } from './toolbox.errors';
import { createToolboxRepository, type ShareSummary, type ToolboxItemRow } from './toolbox.repository';

export type ToolboxItemAttributes = z.output<typeof toolboxItemSchema>;
export type ToolboxShareAttributes = z.output<typeof toolboxShareSchema>;
/** A library item as a coach gets it: with how it is shared. */
export type ToolboxItemView = { item: ToolboxItemRow; shares: Omit<ShareSummary, 'itemId'> };

const NOT_SHARED = { withEveryone: false, candidateCount: 0 };

async function viewsOf(db: Db, organizationId: string, items: ToolboxItemRow[]): Promise<ToolboxItemView[]> {
  const summaries = await createToolboxRepository(db).shareSummaries(
    organizationId,
    items.map((item) => item.id),
  );
  return items.map((item) => {
    const summary = summaries.find((row) => row.itemId === item.id);
    return {
      item,
      shares: summary ? { withEveryone: summary.withEveryone, candidateCount: summary.candidateCount } : NOT_SHARED,
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

/** DELETE toolbox_item/{id}: the item goes, and with it its shares and read states. */
export async function deleteToolboxItem(db: Db, actor: Actor, itemId: string) {
  const item = await loadItem(db, actor, itemId);
  await createToolboxRepository(db).delete(actor.organizationId, item.id);
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

/** GET my/essentials: what was shared with this candidate, newest first, with read state. */
export function listEssentials(db: Db, actor: Actor, page: { size: number; offset: number }) {
  return createToolboxRepository(db).sharedWith(actor.organizationId, ownDossierId(actor), page);
}

/** GET my/essentials/{id}: one item shared with this candidate; any other is not found. */
export async function readEssential(db: Db, actor: Actor, itemId: string) {
  const row = await createToolboxRepository(db).sharedItem(actor.organizationId, ownDossierId(actor), itemId);
  if (!row) throw toolboxErrors.notFound();
  return row;
}

/** POST my/essentials/{id}/read: the candidate read it. */
export async function markEssentialRead(db: Db, actor: Actor, itemId: string) {
  await readEssential(db, actor, itemId);
  await createToolboxRepository(db).markRead(actor.organizationId, ownDossierId(actor), itemId);
  return readEssential(db, actor, itemId);
}
