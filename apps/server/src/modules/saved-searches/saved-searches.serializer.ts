import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import type { SavedSearchView } from './saved-searches.service';

/** A saved search: its name, where it opens, how often it mails and whether it is paused. */
export function serializeSavedSearch({ row, can, waiting }: SavedSearchView): Resource {
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
      /** An internet search while the vacancies service does not run with this backend: no alerts yet. */
      alertsWaiting: waiting,
      lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    },
    { meta: { can } },
  );
}
