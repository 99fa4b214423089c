import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';

export type InvitationPreview = {
  name: string;
  email: string;
  organizationName: string;
  expiresAt: string;
  /** The address has an account already: it accepts by logging in, not by choosing a password. */
  existingAccount: boolean;
  /** Whose context the invitation opens: a candidate's or an employer's contact person's. */
  userType: 'client' | 'contact';
};

/** Who and where an invitation link is for; the token goes in the body, never in a URL we log. */
export async function previewInvitation(token: string): Promise<InvitationPreview> {
  const doc = await apiRequest<ApiDocument<ApiResource<InvitationPreview>>>('/candidate_invitation/preview', {
    method: 'POST',
    body: resourceBody('candidate_invitations', { token }),
  });
  return doc.data.attributes;
}

export const useInvitationPreview = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ['candidate-invitation', token],
      queryFn: () => previewInvitation(token),
      retry: false,
      meta: { handles: [400, 422] },
    }),
  );
