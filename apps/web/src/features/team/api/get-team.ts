import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';

export type TeamCoach = {
  id: string;
  name: string;
  activeDossierCount: number;
  endingTracks: Array<{ dossierId: string; name: string; endsOn: string }>;
  lastActivityAt: string | null;
};

/** GET organization/{id}/team: each coach's caseload. */
export async function getTeam(organizationId: string): Promise<{ coaches: TeamCoach[]; endingWithinDays: number }> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<TeamCoach, 'id'>>[]>>(
    `/organization/${encodeURIComponent(organizationId)}/team`,
  );
  return { coaches: doc.data.map(flatten), endingWithinDays: Number(doc.meta?.endingWithinDays ?? 30) };
}

export const useTeam = (organizationId: string) =>
  useQuery(queryOptions({ queryKey: ['team', organizationId], queryFn: () => getTeam(organizationId) }));
