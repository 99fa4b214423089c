import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { dossierKeys } from './dossier-keys';

/** POST dossier/{id}/invitation: a new single-use link by e-mail; earlier links stop working. */
export async function resendInvitation(dossierId: string): Promise<void> {
  await apiRequest(`/dossier/${encodeURIComponent(dossierId)}/invitation`, { method: 'POST' });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    meta: { errorMessage: 'Versturen van de uitnodiging is mislukt.' },
    onSuccess: (_data, dossierId) => {
      enqueueSnackbar('De uitnodiging is verstuurd.', { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId) });
      void queryClient.invalidateQueries({ queryKey: dossierKeys.lists() });
    },
  });
}
