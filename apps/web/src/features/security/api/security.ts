import type { AuthenticationRequirementInput, IdentityProviderInput } from '@koers/shared/schemas/security.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { getAuthenticationRequirements } from '../../auth/api/get-authentication-requirements';

export type IdentityProvider = {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecretSet: boolean;
  redirectUri: string;
  loginPath: string;
};

const securityKeys = {
  all: ['security'] as const,
  requirements: (organizationId: string) => [...securityKeys.all, 'requirements', organizationId] as const,
  provider: (organizationId: string) => [...securityKeys.all, 'identity_provider', organizationId] as const,
};

const REQUIREMENT_TYPES = ['member', 'client', 'contact'] as const;

/** Every requirement of the organisation (one list per user type, as the API filters them). */
export const useAllRequirements = (organizationId: string) =>
  useQuery(
    queryOptions({
      queryKey: securityKeys.requirements(organizationId),
      queryFn: async () =>
        (
          await Promise.all(REQUIREMENT_TYPES.map((type) => getAuthenticationRequirements(organizationId, type)))
        ).flat(),
    }),
  );

export const useIdentityProvider = (organizationId: string) =>
  useQuery(
    queryOptions({
      queryKey: securityKeys.provider(organizationId),
      queryFn: async () => {
        const doc = await apiRequest<ApiDocument<ApiResource<Omit<IdentityProvider, 'id'>> | null>>(
          `/organization/${encodeURIComponent(organizationId)}/identity_provider`,
        );
        return doc.data ? { id: doc.data.id, ...doc.data.attributes } : null;
      },
    }),
  );

function useSecurityMutation<Input>(
  request: (input: Input) => Promise<unknown>,
  options: { success: string; errorMessage: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { errorMessage: options.errorMessage, handles: [422] },
    onSuccess: () => {
      enqueueSnackbar(options.success, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: securityKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['authentication_requirements'] });
    },
  });
}

export const useSaveRequirement = (organizationId: string) =>
  useSecurityMutation(
    ({ id, input }: { id: string | null; input: AuthenticationRequirementInput }) =>
      apiRequest(
        id
          ? `/authentication_requirements/${encodeURIComponent(id)}`
          : `/organization/${encodeURIComponent(organizationId)}/authentication_requirements`,
        { method: id ? 'PATCH' : 'POST', body: resourceBody('authentication_requirements', input) },
      ),
    { success: 'De eis is opgeslagen.', errorMessage: 'De eis kon niet worden opgeslagen.' },
  );

export const useDeleteRequirement = () =>
  useSecurityMutation(
    (id: string) => apiRequest(`/authentication_requirements/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    { success: 'De eis is verwijderd.', errorMessage: 'De eis kon niet worden verwijderd.' },
  );

export const useSaveIdentityProvider = (organizationId: string) =>
  useSecurityMutation(
    (input: IdentityProviderInput) =>
      apiRequest(`/organization/${encodeURIComponent(organizationId)}/identity_provider`, {
        method: 'PATCH',
        body: resourceBody('identity_providers', input),
      }),
    {
      success: 'De identity provider is opgeslagen.',
      errorMessage: 'De identity provider kon niet worden opgeslagen.',
    },
  );
