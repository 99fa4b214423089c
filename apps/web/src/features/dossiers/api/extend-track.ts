import type { TrackExtensionInput } from '@koers/shared/schemas/dossier.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, resourceBody } from '../../../lib/api-client';
import { dossierKeys } from './dossier-keys';

/** POST dossier/{id}/track_extensions: a later end date and the reason (Tracks_Extend). */
export async function extendTrack(input: { dossierId: string; attributes: TrackExtensionInput }): Promise<void> {
  await apiRequest(`/dossier/${encodeURIComponent(input.dossierId)}/track_extensions`, {
    method: 'POST',
    body: resourceBody('track_extensions', input.attributes),
  });
}

export function useExtendTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendTrack,
    meta: { handles: [422], errorMessage: 'Verlengen van het traject is mislukt.' },
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: dossierKeys.detail(input.dossierId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dossierKeys.lists() }),
  });
}
