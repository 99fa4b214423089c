import type { PasswordResetInput } from '@koers/shared/schemas/session.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { storeUserContextId } from '../../../lib/session/chosen-context';
import { sessionKeys, toSession } from '../../../lib/session/get-session';

type AcceptInput = PasswordResetInput & { token: string; userType: 'client' | 'contact' };

/** Accepting: sets the password and logs in (null: the account has a second factor; log in as usual). */
export async function acceptInvitation({ userType: _userType, ...input }: AcceptInput) {
  const doc = await apiRequest<ApiDocument<ApiResource> | null>('/candidate_invitation', {
    method: 'PATCH',
    body: resourceBody('candidate_invitations', input),
  });
  return doc ? toSession(doc) : null;
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    meta: { handles: [400, 422] },
    onSuccess: (session, input) => {
      if (!session) return;
      // The invitation was for a candidate's or a contact person's context: choose it, so the app opens there.
      const invited = session.userContexts.find((context) => context.userType === input.userType);
      if (invited) storeUserContextId(session.user.id, invited.id);
      queryClient.setQueryData(sessionKeys.all, session);
    },
  });
}

/** Accepting with the account one is logged in with: the organisation's context opens for it. */
export async function acceptInvitationAsAccount(input: { token: string }): Promise<string> {
  const doc = await apiRequest<ApiDocument<ApiResource<{ userContextId: string }>>>(
    '/candidate_invitation/acceptance',
    {
      method: 'POST',
      body: resourceBody('candidate_invitations', input),
    },
  );
  return doc.data.attributes.userContextId;
}

export function useAcceptInvitationAsAccount(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitationAsAccount,
    meta: { handles: [401, 403, 422] },
    onSuccess: async (userContextId) => {
      // Open the app in the context just accepted.
      if (userId) storeUserContextId(userId, userContextId);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
