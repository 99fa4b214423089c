import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ApiDocument,
  type ApiResource,
  apiRequest,
  requestUserContext,
  resourceBody,
} from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';

/** POST conversation (SPEC §5): subject, first message and partners. Returns the new id. */
export async function createConversation(input: { subject: string; content: string; partnerIds: string[] }) {
  const doc = await apiRequest<ApiDocument<ApiResource>>('/conversation', {
    method: 'POST',
    body: resourceBody(
      'conversations',
      { subject: input.subject, content: input.content },
      { relationships: { participants: { data: input.partnerIds.map((id) => ({ type: 'user_contexts', id })) } } },
    ),
  });
  return doc.data.id;
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    // The dialog shows its own snackbar and field errors (SPEC §8).
    meta: { handles: [422], errorMessage: 'Bericht kon niet worden verstuurd' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

/** POST conversation_message: content in a thread. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest('/conversation_message', {
        method: 'POST',
        body: resourceBody(
          'conversation_messages',
          { content },
          { relationships: { thread: { data: { type: 'conversations', id: conversationId } } } },
        ),
      }),
    meta: { handles: [422], errorMessage: 'Bericht kon niet worden verstuurd' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

/** POST conversation_message/{id}/readers: the person saw the thread up to this message. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      apiRequest(`/conversation_message/${encodeURIComponent(messageId)}/readers`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
    },
  });
}

/** PATCH conversation/{id} hidden. */
export function useSetHidden(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) =>
      apiRequest(`/conversation/${encodeURIComponent(conversationId)}`, {
        method: 'PATCH',
        body: resourceBody('conversations', { hidden }),
      }),
    meta: { errorMessage: 'Er ging iets mis!' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

/** DELETE conversation/{id}/participants/{own context}: leaving. */
export function useLeaveConversation(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(
        `/conversation/${encodeURIComponent(conversationId)}/participants/${encodeURIComponent(requestUserContext() ?? '')}`,
        { method: 'DELETE' },
      ),
    meta: { errorMessage: 'Er ging iets mis!' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
  });
}
