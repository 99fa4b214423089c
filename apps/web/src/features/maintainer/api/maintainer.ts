import type { FeatureFlag } from '@koers/shared/permissions/features';
import type { OrganizationCreateInput, OrganizationSubscriptionInput } from '@koers/shared/schemas/maintainer.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';

export type MaintainedOrganization = {
  id: string;
  name: string;
  subscriptionEndsOn: string | null;
  features: FeatureFlag[];
  hosts: string[];
  memberCount: number;
  activeDossierCount: number;
  employerCount: number;
  lastActivityAt: string | null;
};

export type AuditRecord = {
  id: string;
  actorName: string;
  action: 'organization.create' | 'organization.update';
  organizationName: string;
  changes: Record<string, unknown>;
  createdAt: string;
};

export const maintainerKeys = {
  all: ['maintainer'] as const,
  organizations: () => [...maintainerKeys.all, 'organizations'] as const,
  audit: () => [...maintainerKeys.all, 'audit'] as const,
};

/** GET maintainer/organizations: every organisation with its counts. */
export const useMaintainedOrganizations = () =>
  useQuery({
    queryKey: maintainerKeys.organizations(),
    queryFn: async () =>
      (
        await apiRequest<ApiDocument<ApiResource<Omit<MaintainedOrganization, 'id'>>[]>>('/maintainer/organizations')
      ).data.map((item) => ({ ...item.attributes, id: item.id })),
  });

/** GET maintainer/audit_records: what maintainers changed, newest first. */
export const useAuditRecords = () =>
  useQuery({
    queryKey: maintainerKeys.audit(),
    queryFn: async () =>
      (await apiRequest<ApiDocument<ApiResource<Omit<AuditRecord, 'id'>>[]>>('/maintainer/audit_records')).data.map(
        (item) => ({ ...item.attributes, id: item.id }),
      ),
  });

function useConsoleMutation<Input>(
  request: (input: Input) => Promise<unknown>,
  messages: { success: string; error: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { errorMessage: messages.error, handles: [422] },
    onSuccess: () => {
      enqueueSnackbar(messages.success, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: maintainerKeys.all });
    },
  });
}

/** POST maintainer/organizations: the organisation, its theme, and its administrator invited. */
export const useCreateOrganization = () =>
  useConsoleMutation(
    (input: OrganizationCreateInput) =>
      apiRequest('/maintainer/organizations', {
        method: 'POST',
        body: resourceBody('maintained_organizations', input),
      }),
    {
      success: 'De organisatie is aangemaakt en de beheerder is uitgenodigd.',
      error: 'Aanmaken van de organisatie is mislukt.',
    },
  );

/** PATCH maintainer/organization/{id}: subscription and features. */
export const useUpdateOrganization = (id: string) =>
  useConsoleMutation(
    (input: OrganizationSubscriptionInput) =>
      apiRequest(`/maintainer/organization/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: resourceBody('maintained_organizations', input),
      }),
    { success: 'Abonnement en functies zijn opgeslagen.', error: 'Opslaan is mislukt.' },
  );
