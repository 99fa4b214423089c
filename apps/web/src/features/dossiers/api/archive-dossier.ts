import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST dossier/{id}/archive: the dossier becomes read-only and the candidate loses access. */
export async function archiveDossier(dossierId: string): Promise<void> {
  await apiRequest(`/dossier/${encodeURIComponent(dossierId)}/archive`, { method: 'POST' });
}

export function useArchiveDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveDossier,
    meta: { errorMessage: 'Archiveren van het dossier is mislukt.' },
    // Everything about the dossier changes (what may be edited, the candidate's access, its profile).
    onSettled: () => queryClient.invalidateQueries(),
  });
}
