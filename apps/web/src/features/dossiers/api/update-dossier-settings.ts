import type { DossierSettingsInput } from '@koers/shared/schemas/dossier.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, resourceBody } from '../../../lib/api-client';
import { dossierKeys } from './dossier-keys';

/** PATCH dossier/{id}: profile type and custom field values. */
export async function updateDossierSettings(input: { dossierId: string; attributes: DossierSettingsInput }) {
  await apiRequest(`/dossier/${encodeURIComponent(input.dossierId)}`, {
    method: 'PATCH',
    body: resourceBody('dossiers', input.attributes, { id: input.dossierId }),
  });
}

export function useUpdateDossierSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDossierSettings,
    meta: { handles: [422], errorMessage: 'Opslaan van de instellingen is mislukt.' },
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: dossierKeys.detail(input.dossierId) }),
  });
}
