import type { OccupationStatistics } from '@koers/shared/occupations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { occupationKeys } from './occupation-keys';

export type { OccupationStatistics };

export type Occupation = {
  id: string;
  code: string;
  label: string;
  description: string | null;
  group: string | null;
  sector: string | null;
  statistics: OccupationStatistics;
};

type Attributes = { code: string; labelNl: string; description: string | null; statistics: OccupationStatistics };

function includedName(doc: ApiDocument, relation: string): string | null {
  const data = (doc.data as ApiResource).relationships?.[relation]?.data;
  if (!data || Array.isArray(data)) return null;
  const item = doc.included?.find((entry) => entry.type === data.type && entry.id === data.id);
  const attributes = item?.attributes as { labelNl?: string; name?: string } | undefined;
  return attributes?.labelNl ?? attributes?.name ?? null;
}

/** GET job_title/{id} with its group and sector (SPEC §7), from the vacancies service. */
export async function getOccupation(id: string): Promise<Occupation> {
  const doc = await apiRequest<ApiDocument<ApiResource<Attributes>>>(`/job_title/${encodeURIComponent(id)}`, {
    service: 'vacancies',
    query: { include: 'job_group,job_sector' },
  });
  const { code, labelNl, description, statistics } = doc.data.attributes;
  return {
    id: doc.data.id,
    code,
    label: labelNl,
    description,
    group: includedName(doc as ApiDocument, 'job_group'),
    sector: includedName(doc as ApiDocument, 'job_sector'),
    statistics,
  };
}

export const occupationQueryOptions = (id: string) =>
  queryOptions({ queryKey: occupationKeys.detail(id), queryFn: () => getOccupation(id) });

export const useOccupation = (id: string) => useQuery(occupationQueryOptions(id));
