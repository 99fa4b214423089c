import type { DossierCreateInput } from '@koers/shared/schemas/dossier.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { dossierKeys } from './dossier-keys';

/** POST organization/{id}/dossier: the candidate, their track and coaches; an invitation goes out. */
export async function createDossier(input: {
  organizationId: string;
  attributes: DossierCreateInput;
  coachIds: string[];
}): Promise<string> {
  const doc = await apiRequest<ApiDocument<ApiResource>>(
    `/organization/${encodeURIComponent(input.organizationId)}/dossier`,
    {
      method: 'POST',
      body: resourceBody('dossiers', input.attributes, {
        relationships: { coaches: { data: input.coachIds.map((id) => ({ type: 'team_members', id })) } },
      }),
    },
  );
  return doc.data.id;
}

export function useCreateDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDossier,
    // The form shows field errors itself.
    meta: { handles: [422], errorMessage: 'Aanmaken van het dossier is mislukt.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dossierKeys.lists() }),
  });
}
