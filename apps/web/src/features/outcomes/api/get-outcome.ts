import type { FollowUpAnswer, OutcomeEndReason, OutcomeFieldChange, OutcomeKind } from '@koers/shared/outcomes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { outcomeKeys } from './outcome-keys';

export type OutcomeChange = {
  id: string;
  action: 'create' | 'update';
  changes: OutcomeFieldChange[];
  createdAt: string;
  changedByName: string | null;
};

export type Outcome = {
  id: string;
  kind: OutcomeKind;
  endedOn: string;
  endReason: OutcomeEndReason | null;
  employerId: string | null;
  employerName: string | null;
  functionTitle: string | null;
  occupationId: string | null;
  occupationLabel: string | null;
  hoursPerWeek: number | null;
  contractType: string | null;
  employmentStartsOn: string | null;
  employedAfterSixMonths: FollowUpAnswer;
  note: string | null;
  /** Newest first. */
  history: OutcomeChange[];
};

/** GET dossier/{id}/outcome: the outcome and its history, or null when none is recorded. */
export async function getOutcome(dossierId: string): Promise<Outcome | null> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<Outcome, 'id' | 'history'>> | null>>(
    `/dossier/${encodeURIComponent(dossierId)}/outcome`,
  );
  if (!doc.data) return null;
  const history = (doc.included ?? [])
    .filter((item) => item.type === 'dossier_outcome_changes')
    .map((item) => flatten(item as ApiResource<Omit<OutcomeChange, 'id'>>));
  return { ...flatten(doc.data), history };
}

export const useOutcome = (dossierId: string, enabled: boolean) =>
  useQuery(queryOptions({ queryKey: outcomeKeys.detail(dossierId), queryFn: () => getOutcome(dossierId), enabled }));
