import type { AssessmentQuestion, AssessmentState, InterestResult, RiasecType } from '@koers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { assessmentKeys } from './assessment-keys';

/** The result as the server names it: the types from high to low, in Dutch, with what they mean. */
export type InterestResultView = InterestResult & {
  types: Array<{ type: RiasecType; name: string; meaning: string; score: number }>;
};

/** A dossier's test (SPEC §3 Assessment); questions and answers only for the candidate taking it. */
export type CandidateAssessment = {
  id: string;
  assessmentId: string;
  assessmentName: string;
  providerName: string;
  price: number;
  isDemo: boolean;
  state: AssessmentState;
  createdAt: string;
  finishedAt: string | null;
  questionCount: number | null;
  answeredCount: number;
  questions: AssessmentQuestion[] | null;
  answers: Record<string, number> | null;
  result: InterestResultView | null;
  canTake: boolean;
};

type Attributes = Omit<CandidateAssessment, 'id' | 'canTake'>;

export function toCandidateAssessment(item: ApiResource<Attributes>): CandidateAssessment {
  const can = (item.meta?.can ?? {}) as { take?: boolean };
  return { ...flatten(item), canTake: can.take === true };
}

/** GET dossier/{id}/candidate_assessments (SPEC §7), newest first. */
export async function getCandidateAssessments(dossierId: string): Promise<CandidateAssessment[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<Attributes>[]>>(
    `/dossier/${encodeURIComponent(dossierId)}/candidate_assessments`,
  );
  return doc.data.map(toCandidateAssessment);
}

export const candidateAssessmentsQueryOptions = (dossierId: string) =>
  queryOptions({
    queryKey: assessmentKeys.forDossier(dossierId),
    queryFn: () => getCandidateAssessments(dossierId),
    // SPEC §8: test loading fails → 'Er ging iets mis!'.
    meta: { errorMessage: 'Er ging iets mis!' },
  });

export const useCandidateAssessments = (dossierId: string) => useQuery(candidateAssessmentsQueryOptions(dossierId));

/** GET candidate_assessment/{id}: one test, with the questions and saved answers for the candidate. */
export async function getCandidateAssessment(id: string): Promise<CandidateAssessment> {
  const doc = await apiRequest<ApiDocument<ApiResource<Attributes>>>(`/candidate_assessment/${encodeURIComponent(id)}`);
  return toCandidateAssessment(doc.data);
}

export const useCandidateAssessment = (id: string) =>
  useQuery({
    queryKey: assessmentKeys.detail(id),
    queryFn: () => getCandidateAssessment(id),
    meta: { errorMessage: 'Er ging iets mis!' },
    // Answers change only here; never refetch over what the candidate is filling in.
    staleTime: Number.POSITIVE_INFINITY,
  });
