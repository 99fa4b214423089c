import { type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import type { AuthenticationRequirementRow } from './authentication-requirements.repository';

/** SPEC §3: domain, emailDomain, mfa, provider; `meta.met` tells the asker whether they meet it. */
export function serializeAuthenticationRequirement(
  row: AuthenticationRequirementRow,
  met: boolean | null,
  providerNames: ReadonlyMap<string, string> = new Map(),
): Resource {
  return resource(
    'authentication_requirements',
    row.id,
    {
      userType: row.userType,
      mfa: row.mfa,
      emailDomain: row.emailDomain,
      domain: row.domain,
      provider: row.provider,
      /** The organisation's identity provider the requirement names (null when it names none, or no longer one). */
      providerName: row.provider ? (providerNames.get(row.provider) ?? null) : null,
    },
    {
      relationships: { organization: relationship({ type: 'organizations', id: row.organizationId }) },
      ...(met === null ? {} : { meta: { met } }),
    },
  );
}
