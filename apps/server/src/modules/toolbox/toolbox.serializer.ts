import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import type { Actor } from '@koers/shared';
import { fileUrl } from '../files/file-url';
import type { ToolboxFileRow } from './toolbox.repository';
import type { EssentialView, ToolboxItemView } from './toolbox.service';

/** An item's files, each with the address its reader downloads it from. */
function serializeFiles(actor: Actor, files: ToolboxFileRow[]) {
  return files.map((file) => ({
    id: file.fileId,
    filename: file.filename,
    contentType: file.contentType,
    byteSize: file.byteSize,
    url: fileUrl(actor, file.fileId),
  }));
}

/** A library item, with how it is shared (coaches). */
export function serializeToolboxItem({ item, shares, files }: ToolboxItemView, actor: Actor): Resource {
  return resource('toolbox_items', item.id, {
    title: item.title,
    text: item.text,
    links: item.links,
    files: serializeFiles(actor, files),
    sharedWithEveryone: shares.withEveryone,
    sharedCandidateCount: shares.candidateCount,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  });
}

/** An item as the candidate it was shared with sees it: when it was shared, whether they read it. */
export function serializeEssential(row: EssentialView, actor: Actor): Resource {
  return resource('essentials', row.id, {
    title: row.title,
    text: row.text,
    links: row.links,
    files: serializeFiles(actor, row.files),
    sharedAt: row.sharedAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  });
}
