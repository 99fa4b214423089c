import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/get-session';

export type MfaEnrollment = { secret: string; otpauthUrl: string };
/** Proof of the current second factor (replacing or removing it): an app code or a recovery code. */
export type MfaProof = { code?: string; recoveryCode?: string };

/** Starts setting up a second factor: a new secret for the authenticator app (with proof when one is on). */
export async function startMfaEnrollment(proof: MfaProof = {}): Promise<MfaEnrollment> {
  const doc = await apiRequest<ApiDocument<ApiResource<MfaEnrollment>>>('/my/mfa_enrollment', {
    method: 'POST',
    body: resourceBody('mfa_enrollments', proof),
  });
  return { secret: doc.data.attributes.secret, otpauthUrl: doc.data.attributes.otpauthUrl };
}

/** Confirms the first code of the new app; returns the ten recovery codes, shown this once. */
export async function confirmMfaEnrollment(code: string): Promise<string[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<{ recoveryCodes: string[] }>>>('/my/mfa_enrollment', {
    method: 'PATCH',
    body: resourceBody('mfa_enrollments', { code }),
  });
  return doc.data.attributes.recoveryCodes;
}

export async function removeMfa(proof: MfaProof): Promise<void> {
  await apiRequest('/my/mfa_enrollment', { method: 'DELETE', body: resourceBody('mfa_enrollments', proof) });
}

export function useStartMfaEnrollment() {
  return useMutation({ mutationFn: startMfaEnrollment, meta: { handles: [422] } });
}

/**
 * Confirms the first code. The session is not refreshed yet: that would take the person past the
 * wall before they have seen their recovery codes (see useFinishMfaEnrollment).
 */
export function useConfirmMfaEnrollment() {
  return useMutation({ mutationFn: confirmMfaEnrollment, meta: { handles: [422] } });
}

/** After the recovery codes are saved: the session counts as verified, requirements are checked again. */
export function useFinishMfaEnrollment() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}

export function useRemoveMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMfa,
    meta: { handles: [422] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
