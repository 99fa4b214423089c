import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { journalEntryOf } from './get-timeline';
import { journalKeys } from './journal-keys';
import type { JournalEntry } from './journal-types';

/** GET dossier/{id}/journal_entries: the newest entries this reader may see (a candidate: those meant for them). */
export async function getJournalEntries(dossierId: string, size: number) {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<JournalEntry, 'id' | 'can'>>[]>>(
    `/dossier/${encodeURIComponent(dossierId)}/journal_entries`,
    { query: { 'page[size]': size } },
  );
  return { entries: doc.data.map(journalEntryOf), count: Number(doc.meta?.count ?? 0) };
}

export const useJournalEntries = (dossierId: string | null, size = 5) =>
  useQuery({
    ...queryOptions({
      queryKey: [...journalKeys.entries(dossierId ?? ''), size],
      queryFn: () => getJournalEntries(dossierId ?? '', size),
    }),
    enabled: dossierId !== null,
  });
