import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, setRequestUserContext } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/get-session';

export async function deleteSession(): Promise<void> {
  await apiRequest('/session', { method: 'DELETE' });
}

/** Logs out: ends the session on the server and forgets every loaded answer in this tab. */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteSession,
    // Already logged out elsewhere is fine: the outcome is the same.
    meta: { handles: [401] },
    onSettled: (_data, error) => {
      if (error && !(error as { status?: number }).status) return;
      setRequestUserContext(null);
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.all, null);
      navigate('/login', { replace: true });
    },
  });
}
