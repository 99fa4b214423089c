import type { Config } from '@koers/server-core/config';
import { type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { callbackUrl, type IdentityProviderRow } from './identity-providers.service';

/** The provider's settings; the client secret never leaves the server (only that one is set). */
export function serializeIdentityProvider(row: IdentityProviderRow, config: Config): Resource {
  return resource(
    'identity_providers',
    row.id,
    {
      name: row.name,
      issuer: row.issuer,
      clientId: row.clientId,
      clientSecretSet: true,
      redirectUri: callbackUrl(config),
      loginPath: loginPath(row.id),
    },
    { relationships: { organization: relationship({ type: 'organizations', id: row.organizationId }) } },
  );
}

export const loginPath = (providerId: string) => `/api/v1/identity_providers/${providerId}/login`;
