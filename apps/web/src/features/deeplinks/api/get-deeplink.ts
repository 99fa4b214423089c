import { useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';

export type Deeplink = { target: string; userContextId: string };

/** GET deeplinks/{hash}: where a link from an e-mail leads, for the person it was made for. */
export async function getDeeplink(hash: string): Promise<Deeplink> {
  const doc = await apiRequest<ApiDocument<ApiResource<{ target: string }>>>(`/deeplinks/${encodeURIComponent(hash)}`);
  const context = doc.data.relationships?.userContext?.data;
  return { target: doc.data.attributes.target, userContextId: Array.isArray(context) ? '' : (context?.id ?? '') };
}

export const useDeeplink = (hash: string) =>
  useQuery({
    queryKey: ['deeplinks', hash],
    queryFn: () => getDeeplink(hash),
    // Someone else's link (404) and an expired one (410) have a page of their own.
    meta: { handles: [404, 410] },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
