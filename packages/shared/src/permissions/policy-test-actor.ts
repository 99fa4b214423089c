import type { Actor } from './actor';
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
