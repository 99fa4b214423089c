import type { PasswordResetInput } from '@koers/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, resourceBody } from '../../../lib/api-client';

export async function resetPassword(input: PasswordResetInput & { token: string }): Promise<void> {
  await apiRequest('/password_reset', { method: 'PATCH', body: resourceBody('password_resets', input) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handles: [404, 410, 422] } });
}
