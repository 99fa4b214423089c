import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/get-session';

export type MfaEnrollment = { secret: string; otpauthUrl: string };

/** Starts setting up a second factor: a new secret for the authenticator app. */
export async function startMfaEnrollment(): Promise<MfaEnrollment> {
  const doc = await apiRequest<ApiDocument<ApiResource<MfaEnrollment>>>('/my/mfa_enrollment', {
    method: 'POST',
    body: resourceBody('mfa_enrollments', {}),
  });
  return { secret: doc.data.attributes.secret, otpauthUrl: doc.data.attributes.otpauthUrl };
}

export async function confirmMfaEnrollment(code: string): Promise<void> {
  await apiRequest('/my/mfa_enrollment', { method: 'PATCH', body: resourceBody('mfa_enrollments', { code }) });
}

export function useStartMfaEnrollment() {
  return useMutation({ mutationFn: startMfaEnrollment });
}

/** Confirms the first code; the session then counts as verified, so the requirements are checked again. */
export function useConfirmMfaEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMfaEnrollment,
    meta: { handles: [422] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
