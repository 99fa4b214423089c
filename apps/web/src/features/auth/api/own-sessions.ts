import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { accountKeys } from './account';

export type OwnSession = {
  id: string;
  current: boolean;
  browser: string | null;
  system: string | null;
  deviceKind: 'phone' | 'tablet' | 'computer' | null;
  ip: string | null;
  addressKind: 'loopback' | 'private' | 'public' | 'unknown';
  createdAt: string;
  lastSeenAt: string;
  mfaVerified: boolean;
};

/** GET my/sessions: where the person is logged in, most recently used first. */
export async function getOwnSessions(): Promise<OwnSession[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<OwnSession, 'id'>>[]>>('/my/sessions');
  return doc.data.map(flatten);
}

export const useOwnSessions = () =>
  useQuery(queryOptions({ queryKey: accountKeys.sessions(), queryFn: getOwnSessions }));

/** DELETE my/sessions (Overal uitloggen: this browser stays logged in), or DELETE my/sessions/{id}: one other device. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiRequest(id ? `/my/sessions/${encodeURIComponent(id)}` : '/my/sessions', { method: 'DELETE' }),
    meta: { errorMessage: 'Uitloggen op het andere apparaat is mislukt.' },
    onSuccess: (_data, id) => {
      enqueueSnackbar(id ? 'Dat apparaat is uitgelogd.' : 'Je bent overal anders uitgelogd.', { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}
