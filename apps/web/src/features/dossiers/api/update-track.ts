import type { TrackUpdateInput } from '@koers/shared/schemas/dossier.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, resourceBody } from '../../../lib/api-client';
import { dossierKeys } from './dossier-keys';

/** PATCH dossier/{id}/track: dates and type, and the coaches when given (Dossiers_EditCoach). */
export async function updateTrack(input: {
  dossierId: string;
  attributes: TrackUpdateInput;
  coachIds: string[] | null;
}): Promise<void> {
  await apiRequest(`/dossier/${encodeURIComponent(input.dossierId)}/track`, {
    method: 'PATCH',
    body: resourceBody(
      'tracks',
      input.attributes,
      input.coachIds
        ? { relationships: { coaches: { data: input.coachIds.map((id) => ({ type: 'team_members', id })) } } }
        : {},
    ),
  });
}

export function useUpdateTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrack,
    meta: { handles: [422], errorMessage: 'Opslaan van het traject is mislukt.' },
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: dossierKeys.detail(input.dossierId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dossierKeys.lists() }),
  });
}
