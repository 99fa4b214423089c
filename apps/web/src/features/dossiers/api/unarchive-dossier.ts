import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST dossier/{id}/unarchive (Dossiers_Unarchive): active again, the candidate's access back. */
export async function unarchiveDossier(dossierId: string): Promise<void> {
  await apiRequest(`/dossier/${encodeURIComponent(dossierId)}/unarchive`, { method: 'POST' });
}

export function useUnarchiveDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unarchiveDossier,
    meta: { errorMessage: 'Dearchiveren van het dossier is mislukt.' },
    // Everything about the dossier changes (what may be edited, the candidate's access, its profile).
    onSettled: () => queryClient.invalidateQueries(),
  });
}
