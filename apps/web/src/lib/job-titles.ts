import { AUTOCOMPLETE_PAGE_SIZE } from '@koers/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from './api-client';

// Occupations of the vacancies service (GET job_titles), as the forms that name one pick them:
// an internal vacancy's job title, a placement's occupation.

/** An occupation of the vacancies service as the job-title field picks it. */
export type JobTitleOption = { id: string; code: string; label: string; description: string | null };

type JobTitleAttributes = { code: string; labelNl: string; description: string | null };

const toOption = (item: ApiResource<JobTitleAttributes>): JobTitleOption => ({
  id: item.id,
  code: item.attributes.code,
  label: item.attributes.labelNl,
  description: item.attributes.description,
});

/** GET job_titles with _q (autocomplete of 7), from the vacancies service. */
export function useJobTitleOptions(q: string) {
  return useQuery({
    queryKey: ['job-titles', q.trim()],
    enabled: q.trim().length > 1,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<JobTitleAttributes>[]>>('/job_titles', {
        service: 'vacancies',
        query: { _q: q.trim(), 'page[size]': AUTOCOMPLETE_PAGE_SIZE },
      });
      return doc.data.map(toOption);
    },
  });
}

/** One occupation by id (every user context may read the list of job titles). */
export async function getJobTitle(id: string): Promise<JobTitleOption | null> {
  const doc = await apiRequest<ApiDocument<ApiResource<JobTitleAttributes>[]>>('/job_titles', {
    service: 'vacancies',
    query: { filter: { id } },
  });
  const [item] = doc.data;
  return item ? toOption(item) : null;
}
