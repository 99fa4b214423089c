export type AuthenticationRequirement = {
  mfa: boolean;
  emailDomain: string | null;
  provider: string | null;
};

export type AuthenticationFacts = {
  email: string;
  /** The person has a second factor and this session passed it. */
  mfaVerified: boolean;
};

/**
 * Whether a person meets every extra-security requirement their organisation sets for their
 * user type. An identity-provider requirement cannot be met yet: no provider is connected.
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
    if (requirement.provider) return false;
    return true;
  });
}
