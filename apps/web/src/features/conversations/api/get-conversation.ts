import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { conversationKeys } from './conversation-keys';
import {
  type Conversation,
  type ConversationAttributes,
  peopleOf,
  type ThreadEntry,
  toConversation,
} from './conversation-types';

/** GET conversation/{id}. */
export async function getConversation(id: string): Promise<Conversation> {
  const doc = await apiRequest<ApiDocument<ApiResource<ConversationAttributes>>>(
    `/conversation/${encodeURIComponent(id)}`,
  );
  return toConversation(doc.data, doc);
}

export const getConversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: conversationKeys.detail(id), queryFn: () => getConversation(id) });

export const useConversation = (id: string) => {
  useRealtime({ channel: 'Conversation', id });
  return useQuery(getConversationQueryOptions(id));
};

export type ThreadPage = { entries: ThreadEntry[]; count: number };

/** GET conversation_events: the newest page, or the page before an event (older messages). */
export async function getThread(conversationId: string, before?: string, size = 20): Promise<ThreadPage> {
  const doc = await apiRequest<ApiDocument<ApiResource[]>>('/conversation_events', {
    query: { filter: { conversation: conversationId, before }, 'page[size]': size },
  });
  const people = peopleOf(doc);
  const person = (item: ApiResource, name: string) => {
    const data = item.relationships?.[name]?.data;
    return data && !Array.isArray(data) ? (people.get(data.id) ?? null) : null;
  };
  const entries = doc.data.map((item): ThreadEntry => {
    if (item.type === 'conversation_messages') {
      const readers = item.relationships?.readers?.data;
      return {
        id: item.id,
        kind: 'message',
        content: String(item.attributes.content ?? ''),
        createdAt: String(item.attributes.createdAt),
        author: person(item, 'author'),
        readerIds: Array.isArray(readers) ? readers.map((reader) => reader.id) : [],
      };
    }
    return { id: item.id, kind: 'left', createdAt: String(item.attributes.createdAt), actor: person(item, 'actor') };
  });
  return { entries, count: Number(doc.meta?.count ?? 0) };
}

export const useThread = (conversationId: string) =>
  useQuery({ queryKey: conversationKeys.events(conversationId), queryFn: () => getThread(conversationId) });
