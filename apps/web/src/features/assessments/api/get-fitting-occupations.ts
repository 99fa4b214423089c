import type { RiasecType } from '@koers/shared/assessments';
import { iscoPrefixesFor } from '@koers/shared/riasec';
import { useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { assessmentKeys } from './assessment-keys';

export type FittingOccupation = { id: string; label: string; vacancyCount: number };

const SHOWN = 6;

/** Occupations of the ISCO groups that fit an interest type, from the vacancies service (GET job_titles). */
export async function getFittingOccupations(type: RiasecType): Promise<FittingOccupation[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<{ labelNl: string; vacancyCount: number }>[]>>('/job_titles', {
    service: 'vacancies',
    query: { filter: { isco: iscoPrefixesFor(type).join(',') }, 'page[size]': SHOWN },
  });
  return doc.data.map((item) => ({
    id: item.id,
    label: item.attributes.labelNl,
    vacancyCount: item.attributes.vacancyCount,
  }));
}

export const useFittingOccupations = (type: RiasecType) =>
  useQuery({
    queryKey: assessmentKeys.occupations(type),
    queryFn: () => getFittingOccupations(type),
    staleTime: 10 * 60_000,
  });
