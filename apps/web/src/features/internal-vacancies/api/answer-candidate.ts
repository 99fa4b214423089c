import type { EmployerAnswer } from '@koers/shared/employer-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { internalVacancyKeys } from './internal-vacancy-keys';

export type CandidateAnswerInput = { answer: EmployerAnswer; reason?: string | null; note?: string | null };

/** POST internal_vacancy/{id}/candidates/{candidateId}/answer: the employer's answer to a proposal. */
export function useAnswerCandidate(vacancyId: string, candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CandidateAnswerInput) =>
      apiRequest(
        `/internal_vacancy/${encodeURIComponent(vacancyId)}/candidates/${encodeURIComponent(candidateId)}/answer`,
        { method: 'POST', body: { data: { type: 'employer_answers', attributes: input } } },
      ),
    meta: { handles: [422], errorMessage: 'Je antwoord kon niet worden opgeslagen.' },
    // The candidate, the vacancy's candidates and the counts of the vacancy list change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internalVacancyKeys.all }),
  });
}
