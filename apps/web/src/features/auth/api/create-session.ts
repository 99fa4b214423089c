import type { SessionCreateInput } from '@koers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { sessionKeys, toSession } from '../../../lib/session/get-session';

export async function createSession(input: SessionCreateInput) {
  const doc = await apiRequest<ApiDocument<ApiResource>>('/session', {
    method: 'POST',
    body: resourceBody('sessions', input),
  });
  return toSession(doc);
}

/** Logs in; the form shows 401/403/422/429 itself (wrong password, code needed, …). */
export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    meta: { handles: [401, 403, 422, 429] },
    onSuccess: (session) => {
      queryClient.setQueryData(sessionKeys.all, session);
    },
  });
}
