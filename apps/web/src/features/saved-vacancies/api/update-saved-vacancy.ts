import { SAVED_VACANCY_TEXTS } from '@koers/shared/saved-vacancies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { savedVacancyKeys } from './saved-vacancy-keys';
import { type SavedVacancy, toSavedVacancy } from './vacancy-types';

/** PATCH saved_vacancy/{id} with vacancyState (SPEC §7). */
export async function updateSavedVacancyState(input: { id: string; stateId: string }): Promise<SavedVacancy> {
  const doc = await apiRequest<ApiDocument<ApiResource>>(`/saved_vacancy/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: resourceBody(
      'saved_vacancies',
      {},
      { id: input.id, relationships: { vacancyState: { data: { type: 'vacancy_states', id: input.stateId } } } },
    ),
  });
  return toSavedVacancy(doc.data, doc);
}

export function useUpdateSavedVacancyState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedVacancyState,
    meta: { errorMessage: SAVED_VACANCY_TEXTS.saveFailed },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedVacancyKeys.all }),
  });
}
