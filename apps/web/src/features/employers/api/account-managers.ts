import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { employerKeys } from './employer-keys';
import type { AccountManager } from './employer-types';

/** GET account_managers: the organisation's account managers (for the filter and the pickers). */
export async function getAccountManagers(): Promise<AccountManager[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<{ name: string; email: string }>[]>>('/account_managers', {
    query: { 'page[size]': 100 },
  });
  return doc.data.map((item) => ({ id: item.id, name: item.attributes.name, email: item.attributes.email }));
}

export const useAccountManagers = (organizationId: string, enabled = true) =>
  useQuery({
    ...queryOptions({ queryKey: employerKeys.accountManagers(organizationId), queryFn: getAccountManagers }),
    enabled,
  });

type Change =
  | { relation: 'primary'; teamMemberId: string | null }
  | { relation: 'others'; method: 'POST' | 'DELETE'; teamMemberId: string };

/** The relationship routes of SPEC §7: primary_account_manager and account_managers. */
export function useChangeAccountManagers(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      const base = `/employer/${encodeURIComponent(employerId)}/relationships`;
      if (change.relation === 'primary') {
        return change.teamMemberId
          ? apiRequest(`${base}/primary_account_manager`, {
              method: 'PATCH',
              body: { data: { type: 'account_managers', id: change.teamMemberId } },
            })
          : apiRequest(`${base}/primary_account_manager`, { method: 'DELETE' });
      }
      return apiRequest(`${base}/account_managers`, {
        method: change.method,
        body: { data: [{ type: 'account_managers', id: change.teamMemberId }] },
      });
    },
    meta: { errorMessage: 'Wijzigen van de accountmanagers is mislukt.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
