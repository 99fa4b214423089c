import type { UserType } from '@koers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';

export type AuthenticationRequirement = {
  id: string;
  userType: UserType;
  mfa: boolean;
  emailDomain: string | null;
  domain: string | null;
  provider: string | null;
  /** The name of the organisation's identity provider the requirement names. */
  providerName: string | null;
  /** Whether the current session meets it (the server's answer, `meta.met`). */
  met: boolean;
};

type Attributes = Omit<AuthenticationRequirement, 'id' | 'met'>;

/** What the organisation demands of one user type (SPEC §7 "filtered by type"). */
export async function getAuthenticationRequirements(
  organizationId: string,
  userType: UserType,
): Promise<AuthenticationRequirement[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<Attributes>[]>>(
    `/organization/${encodeURIComponent(organizationId)}/authentication_requirements`,
    { query: { filter: { type: userType } } },
  );
  return doc.data.map((item) => ({ id: item.id, ...item.attributes, met: item.meta?.met === true }));
}

export const getAuthenticationRequirementsQueryOptions = (organizationId: string, userType: UserType) =>
  queryOptions({
    queryKey: ['authentication_requirements', organizationId, userType],
    queryFn: () => getAuthenticationRequirements(organizationId, userType),
  });

export const useAuthenticationRequirements = (organizationId: string, userType: UserType) =>
  useQuery(getAuthenticationRequirementsQueryOptions(organizationId, userType));
