import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import { EXPLORER_TABS } from '@koers/shared';
import type { ExplorerRow } from './explorers.repository';

/** SPEC §3 Explorer, with the tab of `/vacancies/{tab}` it answers to. */
export function serializeExplorer(row: ExplorerRow): Resource {
  return resource('explorers', row.id, {
    name: row.name,
    resourceType: row.resourceType,
    primary: row.primary,
    position: row.position,
    tab: EXPLORER_TABS[row.resourceType],
    indexConfiguration: row.indexConfiguration,
    detailConfiguration: row.detailConfiguration,
  });
}
