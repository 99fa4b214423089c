export type AuthenticationRequirement = {
  mfa: boolean;
  emailDomain: string | null;
  domain: string | null;
  provider: string | null;
};

export type AuthenticationFacts = {
  email: string;
  /** The person has a second factor and this session passed it. */
  mfaVerified: boolean;
  /** The identity provider this session's login went through, if any. */
  identityProviderId: string | null;
  /** The host the session's login happened on. */
  host: string | null;
};

/**
 * Whether a person meets every extra-security requirement their organisation sets for their
 * user type. A `provider` requirement names the organisation's identity provider: this session's
 * login went through it.
 */
export function authenticationRequirementsMet(
  requirements: readonly AuthenticationRequirement[],
  facts: AuthenticationFacts,
): boolean {
  return requirements.every((requirement) => {
    if (requirement.mfa && !facts.mfaVerified) return false;
    if (requirement.emailDomain) {
      const domain = requirement.emailDomain.trim().toLowerCase().replace(/^@/, '');
      if (!facts.email.toLowerCase().endsWith(`@${domain}`)) return false;
    }
    if (requirement.provider && requirement.provider !== facts.identityProviderId) return false;
    // Koers served on the organisation's own address: the session was made there (its cookie is bound to that host).
    if (requirement.domain && requirement.domain.toLowerCase() !== facts.host?.split(':')[0]) return false;
    return true;
  });
}
