import { AUTOCOMPLETE_PAGE_SIZE } from '@koers/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, requestUserContext } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';
import type { Person } from './conversation-types';

/** GET user_contexts/{id}/conversation_partners: who the person may write to, 7 at a time (SPEC §9). */
export async function searchPartners(q: string): Promise<Person[]> {
  const userContextId = requestUserContext() ?? '';
  const doc = await apiRequest<ApiDocument<ApiResource<{ name: string; userType: string }>[]>>(
    `/user_contexts/${encodeURIComponent(userContextId)}/conversation_partners`,
    { query: { _q: q, 'page[size]': AUTOCOMPLETE_PAGE_SIZE } },
  );
  return doc.data.map((item) => ({ id: item.id, name: item.attributes.name, userType: item.attributes.userType }));
}

export const usePartnerSearch = (q: string) =>
  useQuery({
    queryKey: conversationKeys.partners(q),
    queryFn: () => searchPartners(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

/**
 * Everyone the person may write to, without a search term (the first 7 by name). For a
 * candidate these are the coaches of their own dossier (the conversation rule allows no one else).
 */
export const useConversationPartners = () =>
  useQuery({ queryKey: conversationKeys.partners(''), queryFn: () => searchPartners('') });
