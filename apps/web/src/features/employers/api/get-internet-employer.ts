import { useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import type { InternetEmployer } from './search-employers';

/** GET internet_employers/{id} of the vacancies service: the data an account manager can take over. */
export async function getInternetEmployer(id: string): Promise<InternetEmployer> {
  const doc = await apiRequest<ApiDocument<ApiResource<Record<string, unknown>>>>(
    `/internet_employers/${encodeURIComponent(id)}`,
    { service: 'vacancies' },
  );
  const attributes = doc.data.attributes;
  return {
    id: doc.data.id,
    name: String(attributes.name ?? ''),
    city: (attributes.location as string | null) ?? null,
    cocNumber: (attributes.cocNumber as string | null) ?? null,
    websiteUrl: (attributes.websiteUrl as string | null) ?? null,
    vacancyCount: null,
  };
}

export const useInternetEmployer = (id: string | null) =>
  useQuery({
    queryKey: ['internet-employers', 'detail', id],
    queryFn: () => getInternetEmployer(id ?? ''),
    enabled: id !== null,
  });
