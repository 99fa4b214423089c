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
  /** The organisation's credits left for this test; null for a demo test (SPEC §9). */
  credits: number | null;
  blocked: boolean;
};

/** A test of the organisation's offer (the market): as available, without a dossier to block it. */
export type MarketAssessment = Omit<AvailableAssessment, 'blocked'>;

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

/** GET membership/{id}/available_assessments: the tests the organisation offers, with prices and credits. */
export async function getMarketAssessments(teamMemberId: string): Promise<MarketAssessment[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<MarketAssessment, 'id'>>[]>>(
    `/membership/${encodeURIComponent(teamMemberId)}/available_assessments`,
  );
  return doc.data.map(flatten);
}

export const useMarketAssessments = (teamMemberId: string) =>
  useQuery({
    queryKey: assessmentKeys.market(teamMemberId),
    queryFn: () => getMarketAssessments(teamMemberId),
    meta: { errorMessage: 'Er ging iets mis!' },
  });
