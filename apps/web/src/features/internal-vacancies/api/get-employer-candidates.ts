import type { EmployerAnswer } from '@koers/shared/employer-answers';
import type { EmployerCandidateJob } from '@koers/shared/internal-vacancies';
import { useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { internalVacancyKeys } from './internal-vacancy-keys';

/** A candidate as an employer sees them: beyond name and state only what the candidate shares. */
export type EmployerCandidate = {
  id: string;
  name: string;
  profileShared: boolean;
  stateLabel: string | null;
  proposedAt: string | null;
  title?: string | null;
  aboutMe?: string | null;
  email?: string | null;
  phone?: string | null;
  hoursPerWeekMin?: number | null;
  hoursPerWeekMax?: number | null;
  workSchedule?: string[];
  educationLevel?: string | null;
  educations?: Array<{
    name: string;
    institution: string | null;
    level: string | null;
    endYear: number | null;
    diploma: boolean;
  }>;
  workExperience?: EmployerCandidateJob[];
  languages?: string[];
  /** The employer's newest answer to the proposal (absent in a coach's preview). */
  latestAnswer?: EmployerCandidateAnswer | null;
  /** What the actor may do with the candidate (meta.can). */
  can: { answer: boolean };
};

export type EmployerCandidateAnswer = {
  answer: EmployerAnswer;
  answerLabel: string;
  reason: string | null;
  reasonLabel: string | null;
  note: string | null;
  answeredAt: string;
};

type Attributes = Omit<EmployerCandidate, 'id' | 'can'>;

/** A candidate resource with what the actor may do with it. */
export function toEmployerCandidate(item: ApiResource<Attributes>): EmployerCandidate {
  const can = (item.meta?.can ?? {}) as { answer?: boolean };
  return { ...flatten(item), can: { answer: can.answer === true } };
}

/** GET internal_vacancy/{id}/candidates: who is proposed for the vacancy. */
export function useVacancyCandidates(vacancyId: string) {
  return useQuery({
    queryKey: [...internalVacancyKeys.detail(vacancyId), 'candidates'],
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<Attributes>[]>>(
        `/internal_vacancy/${encodeURIComponent(vacancyId)}/candidates`,
      );
      return doc.data.map(toEmployerCandidate);
    },
  });
}

/** GET internal_vacancy/{id}/candidates/{candidateId} (candidate_show). */
export function useVacancyCandidate(vacancyId: string, candidateId: string) {
  return useQuery({
    queryKey: [...internalVacancyKeys.detail(vacancyId), 'candidates', candidateId],
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<Attributes>>>(
        `/internal_vacancy/${encodeURIComponent(vacancyId)}/candidates/${encodeURIComponent(candidateId)}`,
      );
      return toEmployerCandidate(doc.data);
    },
  });
}

/** GET candidate_preview/{candidateId}: what an employer would see (for a coach). */
export function useCandidatePreview(candidateId: string) {
  return useQuery({
    queryKey: [...internalVacancyKeys.all, 'candidate-preview', candidateId],
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<Attributes>>>(
        `/candidate_preview/${encodeURIComponent(candidateId)}`,
      );
      return toEmployerCandidate(doc.data);
    },
  });
}
