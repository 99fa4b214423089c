import { useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { assessmentKeys } from './assessment-keys';

/** A test that can be chosen for a dossier; `blocked` while an open one of it exists (SPEC §4). */
export type AvailableAssessment = {
  id: string;
  assessmentName: string;
  providerName: string;
  description: string;
  minutes: number;
  questionCount: number | null;
  price: number;
  priceInCents: number;
  isDemo: boolean;
  blocked: boolean;
};

/** The tests the current user may choose for this dossier. */
export async function getAvailableAssessments(dossierId: string): Promise<AvailableAssessment[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<AvailableAssessment, 'id'>>[]>>(
    `/dossier/${encodeURIComponent(dossierId)}/available_assessments`,
  );
  return doc.data.map(flatten);
}

export const useAvailableAssessments = (dossierId: string) =>
  useQuery({
    queryKey: assessmentKeys.available(dossierId),
    queryFn: () => getAvailableAssessments(dossierId),
    meta: { errorMessage: 'Er ging iets mis!' },
  });
