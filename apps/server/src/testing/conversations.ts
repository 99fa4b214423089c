import type { ApiClient } from '@koers/server-core/testing/api-client';
import { expect } from 'vitest';

/** The body of POST conversation: a subject, the partners' user contexts and (when given) a first message. */
export const conversationBody = (subject: string, partnerIds: string[], content?: string | null) => ({
  data: {
    type: 'conversations',
    attributes: { subject, ...(content !== undefined ? { content } : {}) },
    relationships: { participants: { data: partnerIds.map((id) => ({ type: 'user_contexts', id })) } },
  },
});

/** The body of POST conversation_message: a message in the thread. */
export const messageBody = (conversationId: string, content: string) => ({
  data: {
    type: 'conversation_messages',
    attributes: { content },
    relationships: { thread: { data: { type: 'conversations', id: conversationId } } },
  },
});

/** Starts a conversation over HTTP ('Sollicitatie', 'Hallo!' unless told otherwise); its id. */
export async function startConversation(
  author: { client: ApiClient },
  partnerIds: string[],
  { subject = 'Sollicitatie', content = 'Hallo!' }: { subject?: string; content?: string | null } = {},
): Promise<string> {
  const response = await author.client.post('/api/v1/conversation', conversationBody(subject, partnerIds, content));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.id as string;
}

/** Posts a message in the thread over HTTP; its id. */
export async function postMessage(author: { client: ApiClient }, conversationId: string, content: string) {
  const response = await author.client.post('/api/v1/conversation_message', messageBody(conversationId, content));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.id as string;
}
