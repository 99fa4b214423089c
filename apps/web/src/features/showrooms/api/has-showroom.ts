import { queryOptions } from '@tanstack/react-query';
import { type ApiDocument, apiRequest } from '../../../lib/api-client';
import { showroomKeys } from './showroom-keys';

/** Whether a showroom is published to this contact (the menu's fact, SPEC §6): count only. */
export const hasShowroomQueryOptions = (contactId: string) =>
  queryOptions({
    queryKey: [...showroomKeys.forContact(contactId), 'any'] as const,
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<unknown[]> & { meta: { count: number } }>(
        `/contacts/${encodeURIComponent(contactId)}/showrooms`,
        { query: { 'page[size]': 1 } },
      );
      return doc.meta.count > 0;
    },
    staleTime: 5 * 60_000,
    // The menu does without the entry when this fails.
    meta: { silent: true },
  });
