import { SAVED_VACANCY_TEXTS } from '@koers/shared/saved-vacancies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { savedVacancyKeys } from './saved-vacancy-keys';
import { type SavedVacancy, toSavedVacancy, type VacancyRef } from './vacancy-types';

export type CreateSavedVacancyInput = {
  vacancy: VacancyRef;
  /** The dossier of dossier mode (or the chosen candidate's); none: the candidate's own. */
  dossierId: string | null;
  stateId: string;
  explorerId: string | null;
  createdById: string;
};

/** POST saved_vacancy with createdBy, dossier, explorer, vacancyId, vacancyType, vacancyState (SPEC §7). */
export async function createSavedVacancy(input: CreateSavedVacancyInput): Promise<SavedVacancy> {
  const doc = await apiRequest<ApiDocument<ApiResource>>('/saved_vacancy', {
    method: 'POST',
    body: resourceBody(
      'saved_vacancies',
      { vacancyId: input.vacancy.id, vacancyType: input.vacancy.type },
      {
        relationships: {
          createdBy: { data: { type: 'user_contexts', id: input.createdById } },
          dossier: { data: input.dossierId ? { type: 'dossiers', id: input.dossierId } : null },
          explorer: { data: input.explorerId ? { type: 'explorers', id: input.explorerId } : null },
          vacancyState: { data: { type: 'vacancy_states', id: input.stateId } },
        },
      },
    ),
  });
  return toSavedVacancy(doc.data, doc);
}

/** Saving (candidate, or a coach in dossier mode): 'Opslaan van de vacature is mislukt.' when it fails (SPEC §8). */
export function useSaveVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedVacancy,
    meta: { errorMessage: SAVED_VACANCY_TEXTS.saveFailed },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedVacancyKeys.all }),
  });
}

/** A coach's proposal: 'Voorstellen van vacature is mislukt' when it fails, and the list refetches (SPEC §8). */
export function useProposeVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedVacancy,
    meta: { errorMessage: SAVED_VACANCY_TEXTS.proposeFailed },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedVacancyKeys.all }),
  });
}
