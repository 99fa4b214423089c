import { DEFAULT_PAGE_SIZE } from '@koers/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import type { ExternalVacancyCard, InternetEmployer } from './explorer-types';
import { LIST_FIELDS } from './search-external-vacancies';

type ListMeta = { meta: { count: number } };

/** Internet employers by name (vacancies service `internet_employers`), 20 a page. */
export async function searchInternetEmployers(q: string, page: number) {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<InternetEmployer, 'id'>>[]> & ListMeta>(
    '/internet_employers',
    {
      service: 'vacancies',
      query: { ...(q ? { _q: q } : {}), 'page[number]': page, 'page[size]': DEFAULT_PAGE_SIZE },
    },
  );
  return { employers: doc.data.map(flatten), count: doc.meta.count };
}

export function useInternetEmployerSearch(q: string, page: number) {
  return useQuery({
    queryKey: ['explorers', 'internet-employers', q, page],
    queryFn: () => searchInternetEmployers(q, page),
    placeholderData: keepPreviousData,
  });
}

export function useInternetEmployer(id: string) {
  return useQuery({
    queryKey: ['explorers', 'internet-employer', id],
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<Omit<InternetEmployer, 'id'>>>>(
        `/internet_employers/${encodeURIComponent(id)}`,
        { service: 'vacancies' },
      );
      return flatten(doc.data);
    },
  });
}

/** An internet employer's vacancies, newest first, 20 a page. */
export function useInternetEmployerVacancies(id: string, page: number) {
  return useQuery({
    queryKey: ['explorers', 'internet-employer-vacancies', id, page],
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<Omit<ExternalVacancyCard, 'id'>>[]> & ListMeta>(
        `/internet_employers/${encodeURIComponent(id)}/external_vacancies`,
        { service: 'vacancies', query: { 'page[number]': page, 'page[size]': DEFAULT_PAGE_SIZE, ...LIST_FIELDS } },
      );
      return { vacancies: doc.data.map(flatten), count: doc.meta.count };
    },
    placeholderData: keepPreviousData,
  });
}
