import type { TimelineKind } from '@koers/shared/journal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten, includedOf } from '../../../lib/api-client';
import { journalKeys } from './journal-keys';
import type { JournalEntry, TimelineItem } from './journal-types';

export const TIMELINE_PAGE_SIZE = 20;

type EntryAttributes = Omit<JournalEntry, 'id' | 'can'>;

/** A journal entry resource as the web app works with it (with `meta.can`). */
export function journalEntryOf(resource: ApiResource<EntryAttributes>): JournalEntry {
  const can = (resource.meta?.can ?? {}) as Partial<JournalEntry['can']>;
  return { ...flatten(resource), can: { update: can.update === true, delete: can.delete === true } };
}

/** GET dossier/{id}/timeline: a page of what happened, newest first, of the kinds chosen (all when none). */
export async function getTimeline(dossierId: string, kinds: readonly TimelineKind[], page: number) {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<TimelineItem, 'id' | 'entry'>>[]>>(
    `/dossier/${encodeURIComponent(dossierId)}/timeline`,
    {
      query: {
        'page[number]': page,
        'page[size]': TIMELINE_PAGE_SIZE,
        ...(kinds.length > 0 ? { 'filter[kind]': kinds.join(',') } : {}),
      },
    },
  );
  const entries = includedOf<EntryAttributes>(doc, 'journal_entries');
  const items = doc.data.map((resource): TimelineItem => {
    const entry = resource.attributes.kind === 'journal' ? entries.get(resource.id) : undefined;
    return { ...flatten(resource), entry: entry ? journalEntryOf(entry) : null };
  });
  return { items, count: Number(doc.meta?.count ?? 0) };
}

export const getTimelineQueryOptions = (dossierId: string, kinds: readonly TimelineKind[], page: number) =>
  queryOptions({
    queryKey: journalKeys.timeline(dossierId, kinds, page),
    queryFn: () => getTimeline(dossierId, kinds, page),
    placeholderData: keepPreviousData,
  });

export const useTimeline = (dossierId: string, kinds: readonly TimelineKind[], page: number) =>
  useQuery(getTimelineQueryOptions(dossierId, kinds, page));
