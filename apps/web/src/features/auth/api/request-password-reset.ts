import type { PasswordResetRequestInput } from '@koers/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, resourceBody } from '../../../lib/api-client';

export async function requestPasswordReset(input: PasswordResetRequestInput): Promise<void> {
  await apiRequest('/password_resets', { method: 'POST', body: resourceBody('password_resets', input) });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { handles: [422, 429] } });
}
