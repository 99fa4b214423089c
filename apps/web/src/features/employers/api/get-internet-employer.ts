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

/**
 * The internet employer (vacancies service) that is this employer: by KvK number when the employer
 * has one, else by name and place (the name must be the same, ignoring case). Null: none known.
 */
export async function findInternetEmployerOf(employer: {
  name: string;
  city: string | null;
  nationalId: string | null;
}): Promise<InternetEmployer | null> {
  const byKvk = Boolean(employer.nationalId);
  const doc = await apiRequest<ApiDocument<ApiResource<Record<string, unknown>>[]>>('/internet_employers', {
    service: 'vacancies',
    query: {
      filter: byKvk ? { coc_number: employer.nationalId ?? undefined } : { city: employer.city ?? undefined },
      _q: byKvk ? undefined : employer.name,
      sort: '-vacancyCount',
      'page[size]': 10,
    },
  });
  const name = employer.name.trim().toLowerCase();
  const found = doc.data.find(
    (item) =>
      byKvk ||
      String(item.attributes.name ?? '')
        .trim()
        .toLowerCase() === name,
  );
  if (!found && byKvk) return findInternetEmployerOf({ ...employer, nationalId: null });
  return found
    ? {
        id: found.id,
        name: String(found.attributes.name ?? ''),
        city: (found.attributes.location as string | null) ?? null,
        cocNumber: (found.attributes.cocNumber as string | null) ?? null,
        websiteUrl: (found.attributes.websiteUrl as string | null) ?? null,
        vacancyCount: (found.attributes.vacancyCount as number | undefined) ?? null,
      }
    : null;
}

export const useInternetEmployerOf = (
  employer: { id: string; name: string; city: string | null; nationalId: string | null } | undefined,
) =>
  useQuery({
    queryKey: ['internet-employers', 'of', employer?.id, employer?.name, employer?.city, employer?.nationalId],
    queryFn: () => findInternetEmployerOf(employer ?? { name: '', city: null, nationalId: null }),
    enabled: employer !== undefined,
  });
