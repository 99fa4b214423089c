import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedVacancyKeys } from './saved-vacancy-keys';

/** DELETE saved_vacancy/{id}: off the list; its history stays. */
export async function removeSavedVacancy(id: string): Promise<void> {
  await apiRequest(`/saved_vacancy/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveSavedVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedVacancy,
    meta: { errorMessage: 'Verwijderen van de vacature is mislukt.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedVacancyKeys.all }),
  });
}
