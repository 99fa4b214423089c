import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import type { SharedItemRow } from './toolbox.repository';
import type { ToolboxItemView } from './toolbox.service';

/** A library item, with how it is shared (coaches). */
export function serializeToolboxItem({ item, shares }: ToolboxItemView): Resource {
  return resource('toolbox_items', item.id, {
    title: item.title,
    text: item.text,
    links: item.links,
    sharedWithEveryone: shares.withEveryone,
    sharedCandidateCount: shares.candidateCount,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  });
}

/** An item as the candidate it was shared with sees it: when it was shared, whether they read it. */
export function serializeEssential(row: SharedItemRow): Resource {
  return resource('essentials', row.id, {
    title: row.title,
    text: row.text,
    links: row.links,
    sharedAt: row.sharedAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  });
}
