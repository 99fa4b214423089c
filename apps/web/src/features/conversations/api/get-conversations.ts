import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, requestUserContext } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';
import { type Conversation, type ConversationAttributes, toConversation } from './conversation-types';

export type ConversationPage = { conversations: Conversation[]; count: number; unreadConversations: number };

/** GET user_contexts/{id}/conversations: newest event first, page 20 (SPEC §9), `_q` searches. */
export async function getConversations(filters: {
  q?: string;
  hidden?: boolean;
  page?: number;
}): Promise<ConversationPage> {
  const userContextId = requestUserContext() ?? '';
  const doc = await apiRequest<ApiDocument<ApiResource<ConversationAttributes>[]>>(
    `/user_contexts/${encodeURIComponent(userContextId)}/conversations`,
    {
      query: {
        _q: filters.q || undefined,
        'page[number]': filters.page ?? 1,
        filter: { hidden: filters.hidden ? 'true' : undefined },
      },
    },
  );
  return {
    conversations: doc.data.map((item) => toConversation(item, doc)),
    count: Number(doc.meta?.count ?? 0),
    unreadConversations: Number(doc.meta?.unreadConversations ?? 0),
  };
}

export const getConversationsQueryOptions = (filters: { q?: string; hidden?: boolean; page?: number }) =>
  queryOptions({
    queryKey: conversationKeys.list(filters),
    queryFn: () => getConversations(filters),
    placeholderData: keepPreviousData,
  });

export const useConversations = (filters: { q?: string; hidden?: boolean; page?: number }) =>
  useQuery(getConversationsQueryOptions(filters));

/** How many conversations hold a message the person has not read (the menu's count). */
export const useUnreadConversations = (enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.unread(),
    queryFn: async () => {
      const userContextId = requestUserContext() ?? '';
      const doc = await apiRequest<ApiDocument<unknown>>(
        `/user_contexts/${encodeURIComponent(userContextId)}/conversations`,
        { query: { 'page[size]': 1 } },
      );
      return Number(doc.meta?.unreadConversations ?? 0);
    },
    enabled,
    refetchInterval: 60_000,
  });
