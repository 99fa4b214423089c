import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import type { SavedSearchView } from './saved-searches.service';

/** A saved search: its name, where it opens, how often it mails and whether it is paused. */
export function serializeSavedSearch({ row, can }: SavedSearchView): Resource {
  return resource(
    'saved_searches',
    row.id,
    {
      dossierId: row.dossierId,
      explorerId: row.explorerId,
      name: row.name,
      search: row.search,
      query: row.query,
      frequency: row.frequency,
      paused: row.pausedAt !== null,
      lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    },
    { meta: { can } },
  );
}
