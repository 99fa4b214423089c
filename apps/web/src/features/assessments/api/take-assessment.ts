import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { assessmentKeys } from './assessment-keys';
import { type CandidateAssessment, toCandidateAssessment } from './get-candidate-assessments';

type Doc = ApiDocument<ApiResource<Omit<CandidateAssessment, 'id' | 'canTake'>>>;

/** POST dossier/{id}/candidate_assessments: choose (start) a test. */
export async function chooseAssessment(input: { dossierId: string; assessmentId: string }) {
  const doc = await apiRequest<Doc>(`/dossier/${encodeURIComponent(input.dossierId)}/candidate_assessments`, {
    method: 'POST',
    body: resourceBody('candidate_assessments', { assessmentId: input.assessmentId }),
  });
  return toCandidateAssessment(doc.data);
}

/** PATCH candidate_assessment/{id}: saves answers, so the test can be resumed where it was left. */
export async function saveAssessmentAnswers(input: { id: string; answers: Record<string, number> }) {
  const doc = await apiRequest<Doc>(`/candidate_assessment/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: resourceBody('candidate_assessments', { answers: input.answers }, { id: input.id }),
  });
  return toCandidateAssessment(doc.data);
}

/** POST candidate_assessment/{id}/finish: the answers are scored; the result comes back. */
export async function finishAssessment(id: string) {
  const doc = await apiRequest<Doc>(`/candidate_assessment/${encodeURIComponent(id)}/finish`, { method: 'POST' });
  return toCandidateAssessment(doc.data);
}

function useStore(dossierId: string) {
  const queryClient = useQueryClient();
  return (assessment: CandidateAssessment) => {
    queryClient.setQueryData(assessmentKeys.detail(assessment.id), assessment);
    void queryClient.invalidateQueries({ queryKey: assessmentKeys.forDossier(dossierId) });
    void queryClient.invalidateQueries({ queryKey: assessmentKeys.available(dossierId) });
  };
}

export function useChooseAssessment(dossierId: string) {
  const store = useStore(dossierId);
  return useMutation({
    mutationFn: (assessmentId: string) => chooseAssessment({ dossierId, assessmentId }),
    meta: { errorMessage: 'De test kon niet worden gestart.' },
    onSuccess: store,
  });
}

export function useSaveAssessmentAnswers(dossierId: string) {
  const store = useStore(dossierId);
  return useMutation({
    mutationFn: saveAssessmentAnswers,
    meta: { errorMessage: 'Je antwoorden konden niet worden opgeslagen.' },
    onSuccess: store,
  });
}

export function useFinishAssessment(dossierId: string) {
  const store = useStore(dossierId);
  return useMutation({
    mutationFn: finishAssessment,
    meta: { errorMessage: 'Afronden van de test is mislukt.' },
    onSuccess: store,
  });
}
