import type { ReferenceList } from '@koers/shared/reference-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export type ReferenceItem = { code: string; name: string };

/** GET one reference list (SPEC §7), in its authored order. */
export async function getReferenceList(list: ReferenceList): Promise<ReferenceItem[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<ReferenceItem>[]>>(`/${list}`);
  return doc.data.map((item) => ({ code: item.attributes.code, name: item.attributes.name }));
}

export const getReferenceListQueryOptions = (list: ReferenceList) =>
  queryOptions({
    queryKey: profileKeys.referenceList(list),
    queryFn: () => getReferenceList(list),
    staleTime: Infinity,
  });

export const useReferenceList = (list: ReferenceList) => useQuery(getReferenceListQueryOptions(list));
