import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { employerKeys } from './employer-keys';
import { type Employer, toEmployer } from './employer-types';

export type SearchTerms = { companyName: string; cityName: string };

/** A company as the vacancies service knows it from internet vacancies. */
export type InternetEmployer = {
  id: string;
  name: string;
  city: string | null;
  cocNumber: string | null;
  websiteUrl: string | null;
  vacancyCount: number | null;
};

const KVK = /^\d{8}$/;

/** The organisation's own employers (archived ones too) matching name or KvK number, and place. */
async function searchOwnEmployers(organizationId: string, terms: SearchTerms): Promise<Employer[]> {
  const q = [terms.companyName, terms.cityName].filter(Boolean).join(' ').trim();
  const results: Employer[] = [];
  for (const view of ['active', 'archived'] as const) {
    const doc = await apiRequest<ApiDocument<ApiResource[]>>(
      `/organization/${encodeURIComponent(organizationId)}/employers`,
      { query: { filter: { view }, _q: terms.companyName || q, sort: 'rank', 'page[size]': 10 } },
    );
    results.push(...doc.data.map((item) => toEmployer(item, doc)));
  }
  const city = terms.cityName.trim().toLowerCase();
  return city ? results.filter((employer) => (employer.city ?? '').toLowerCase().includes(city)) : results;
}

/** GET internet_employers of the vacancies service: by KvK number when one is typed, else by name and place. */
async function searchInternetEmployers(terms: SearchTerms): Promise<InternetEmployer[]> {
  const name = terms.companyName.trim().replace(/[\s.]/g, '');
  const doc = await apiRequest<ApiDocument<ApiResource<Record<string, unknown>>[]>>('/internet_employers', {
    service: 'vacancies',
    query: {
      filter: KVK.test(name) ? { coc_number: name } : { city: terms.cityName.trim() || undefined },
      _q: KVK.test(name) ? undefined : terms.companyName.trim(),
      sort: '-vacancyCount',
      'page[size]': 10,
    },
  });
  return doc.data.map((item) => ({
    id: item.id,
    name: String(item.attributes.name ?? ''),
    city: (item.attributes.location as string | null) ?? null,
    cocNumber: (item.attributes.cocNumber as string | null) ?? null,
    websiteUrl: (item.attributes.websiteUrl as string | null) ?? null,
    vacancyCount: (item.attributes.vacancyCount as number | undefined) ?? null,
  }));
}

export const useOwnEmployerSearch = (organizationId: string, terms: SearchTerms) =>
  useQuery({
    queryKey: employerKeys.search(organizationId, terms),
    queryFn: () => searchOwnEmployers(organizationId, terms),
    enabled: terms.companyName.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const useInternetEmployerSearch = (terms: SearchTerms) =>
  useQuery({
    queryKey: employerKeys.internetSearch(terms),
    queryFn: () => searchInternetEmployers(terms),
    enabled: terms.companyName.trim().length > 0,
    placeholderData: keepPreviousData,
  });
