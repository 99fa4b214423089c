import { type Actor, isFeatureFlag, normalizeRights, rolesFor } from '@koers/shared';
import { todayInAmsterdam } from '@koers/shared/calendar';
import { authenticationRequirementsMet } from '../authentication-requirements/requirements-met';
import type { RequirementFacts, UserContextWithOrganization } from './user-contexts.repository';

/** Subscriptions end at the end of a Dutch day. */
export function subscriptionActive(subscriptionEndsOn: string | null, now: Date = new Date()): boolean {
  return subscriptionEndsOn !== null && subscriptionEndsOn >= todayInAmsterdam(now);
}

export type ContextFacts = UserContextWithOrganization & {
  requirements: RequirementFacts[];
  sessionMfaVerified: boolean;
  /** The identity provider the session's login went through (a `provider` requirement). */
  sessionIdentityProviderId?: string | null;
  /** The host the session's login happened on (a `domain` requirement). */
  sessionHost?: string | null;
};

export function requirementsMetFor(facts: ContextFacts): boolean {
  const own = facts.requirements.filter(
    (requirement) =>
      requirement.organizationId === facts.organization.id && requirement.userType === facts.context.userType,
  );
  return authenticationRequirementsMet(own, {
    email: facts.user.email,
    mfaVerified: facts.user.mfaEnabledAt !== null && facts.sessionMfaVerified,
    identityProviderId: facts.sessionIdentityProviderId ?? null,
    host: facts.sessionHost ?? null,
  });
}

/** The actor policies receive, built from a user context and its organisation. */
export function buildActor(facts: ContextFacts, now: Date = new Date()): Actor {
  const { context, organization } = facts;
  const rights = normalizeRights(context.userType === 'member' ? context.rights : {});
  return {
    userId: context.userId,
    userContextId: context.id,
    userType: context.userType,
    organizationId: organization.id,
    rights,
    roles: rolesFor(context.userType, rights),
    features: organization.features.filter(isFeatureFlag),
    teamMemberId: context.teamMemberId,
    dossierId: context.dossierId,
    employerContactId: context.employerContactId,
    subscriptionActive: context.userType === 'maintainer' || subscriptionActive(organization.subscriptionEndsOn, now),
    authenticationRequirementsMet: requirementsMetFor(facts),
  };
}
