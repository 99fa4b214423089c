import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { type ProfileSource, profileKeys } from './profile-keys';

export async function deleteDocument(input: { profileId: string; documentId: string }): Promise<void> {
  await apiRequest(
    `/profile/${encodeURIComponent(input.profileId)}/documents/${encodeURIComponent(input.documentId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteDocument(source: ProfileSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    meta: { errorMessage: 'Verwijderen van het document is mislukt.' },
    onSuccess: () => enqueueSnackbar('Het document is verwijderd.', { variant: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.of(source) }),
  });
}
