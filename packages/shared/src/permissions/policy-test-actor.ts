import type { Actor } from './actor';
import type { DossierFacts } from './dossier.policy';
import { FEATURE_FLAGS } from './features';
import { NO_RIGHTS, type Rights, rolesFor, type UserType } from './roles';

/** An actor for policy table tests: organisation `org-1` unless told otherwise. */
export function testActor(
  userType: UserType,
  overrides: Partial<Omit<Actor, 'rights'>> & { rights?: Partial<Rights> } = {},
): Actor {
  const rights = { ...NO_RIGHTS, ...(userType === 'member' ? overrides.rights : {}) };
  return {
    userId: 'user-1',
    userContextId: 'context-1',
    organizationId: 'org-1',
    teamMemberId: null,
    dossierId: null,
    employerContactId: null,
    features: [],
    subscriptionActive: true,
    authenticationRequirementsMet: true,
    ...overrides,
    userType,
    rights,
    roles: rolesFor(userType, rights),
  };
}

/**
 * A person of the dossier tables: every feature on, a member is team member `tm-own` (the
 * coach of `testDossier()`), a candidate holds dossier `d-1`; context id `uc-<userType>`.
 */
export function dossierTestActor(
  userType: UserType,
  rights: Partial<Rights> = {},
  overrides: Partial<Omit<Actor, 'rights'>> = {},
): Actor {
  return testActor(userType, {
    userContextId: `uc-${userType}`,
    features: [...FEATURE_FLAGS],
    teamMemberId: userType === 'member' ? 'tm-own' : null,
    dossierId: userType === 'client' ? 'd-1' : null,
    ...overrides,
    rights,
  });
}

/** Dossier `d-1` of `org-1`, coached by team member `tm-own`, not archived. */
export const testDossier = (overrides: Partial<DossierFacts> = {}): DossierFacts => ({
  id: 'd-1',
  organizationId: 'org-1',
  archived: false,
  coachTeamMemberIds: ['tm-own'],
  ...overrides,
});
