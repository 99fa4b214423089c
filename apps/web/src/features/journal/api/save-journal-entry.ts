import type { JournalEntryInput } from '@koers/shared/schemas/journal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, resourceBody } from '../../../lib/api-client';
import { journalKeys } from './journal-keys';

/** POST dossier/{id}/journal_entries, or PATCH journal_entry/{id} when `entryId` is given. */
export async function saveJournalEntry(input: {
  dossierId: string;
  entryId: string | null;
  attributes: JournalEntryInput;
}): Promise<void> {
  const path = input.entryId
    ? `/journal_entry/${encodeURIComponent(input.entryId)}`
    : `/dossier/${encodeURIComponent(input.dossierId)}/journal_entries`;
  await apiRequest(path, {
    method: input.entryId ? 'PATCH' : 'POST',
    body: resourceBody('journal_entries', input.attributes),
  });
}

export function useSaveJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJournalEntry,
    meta: { handles: [422], errorMessage: 'Opslaan van de journaalnotitie is mislukt.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}

/** DELETE journal_entry/{id}: the entry and its files. */
export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => apiRequest(`/journal_entry/${encodeURIComponent(entryId)}`, { method: 'DELETE' }),
    meta: { errorMessage: 'Verwijderen van de journaalnotitie is mislukt.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}
