import type { PersonalFileUpdateInput } from '@koers/shared/schemas/dossier.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten, resourceBody } from '../../../lib/api-client';
import { dossierKeys } from './dossier-keys';
import type { PersonalFile } from './get-personal-file';

/** PATCH personal_file/{id} (Dossiers_UpdatePersonalData). */
export async function updatePersonalFile(input: { id: string; attributes: PersonalFileUpdateInput }) {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<PersonalFile, 'id'>>>>(
    `/personal_file/${encodeURIComponent(input.id)}`,
    { method: 'PATCH', body: resourceBody('personal_files', input.attributes, { id: input.id }) },
  );
  return flatten(doc.data);
}

export function useUpdatePersonalFile(dossierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalFile,
    meta: { handles: [422], errorMessage: 'Opslaan van de persoonsgegevens is mislukt.' },
    onSuccess: (file) => {
      queryClient.setQueryData(dossierKeys.personalFile(file.id), file);
      void queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId) });
      void queryClient.invalidateQueries({ queryKey: dossierKeys.emailChanges(dossierId) });
      void queryClient.invalidateQueries({ queryKey: dossierKeys.lists() });
    },
  });
}
