/** The four kinds of user (SPEC §1). */
export const USER_TYPES = ['client', 'contact', 'member', 'maintainer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Roles derive from userType and rights (SPEC §6). */
export const ROLES = ['client', 'contact', 'maintainer', 'account_manager', 'administrator', 'coach'] as const;
export type Role = (typeof ROLES)[number];

/** Rights a member can hold, in the one spelling the code uses. */
export type Rights = {
  administrator: boolean;
  accountManager: boolean;
  coach: boolean;
  canManageOtherCandidates: boolean;
};

export const NO_RIGHTS: Rights = {
  administrator: false,
  accountManager: false,
  coach: false,
  canManageOtherCandidates: false,
};

function truthy(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

/**
 * Reads rights from any stored or submitted shape. The account-manager right exists in two
 * spellings (`accountManager` and `account_manager`, SPEC §6); both mean the same right, and
 * this is the only place that knows about the second one.
 */
export function normalizeRights(input: unknown): Rights {
  if (input === null || typeof input !== 'object') return { ...NO_RIGHTS };
  const raw = input as Record<string, unknown>;
  return {
    administrator: truthy(raw.administrator),
    accountManager: truthy(raw.accountManager) || truthy(raw.account_manager),
    coach: truthy(raw.coach),
    canManageOtherCandidates: truthy(raw.canManageOtherCandidates) || truthy(raw.can_manage_other_candidates),
  };
}

/** The roles of a user context: its user type, and for members each right it holds. */
export function rolesFor(userType: UserType, rights: Rights): Role[] {
  if (userType !== 'member') return [userType];
  const roles: Role[] = [];
  if (rights.administrator) roles.push('administrator');
  if (rights.accountManager) roles.push('account_manager');
  if (rights.coach) roles.push('coach');
  return roles;
}

/** Context label of SPEC §1: what the app bar shows for a user context. */
export function contextLabel(userType: UserType, organizationName: string): string {
  switch (userType) {
    case 'client':
      return 'Kandidaat';
    case 'contact':
      return 'Werkgever';
    case 'maintainer':
      return 'Super-user';
    case 'member':
      return organizationName;
  }
}

/** The rights as screens and mails name them (Collega uitnodigen, the members list). */
export const RIGHT_LABELS: Record<keyof Rights, string> = {
  administrator: 'Beheerder',
  accountManager: 'Accountmanager',
  coach: 'Coach',
  canManageOtherCandidates: 'Beheert kandidaten van andere coaches',
};

/** The rights held, in Dutch as a sentence part: "beheerder, coach en accountmanager" (", ook voor de kandidaten van andere coaches"). */
export function describeRights(rights: Rights): string {
  const roles = (['administrator', 'coach', 'accountManager'] as const)
    .filter((right) => rights[right])
    .map((right) => RIGHT_LABELS[right].toLowerCase());
  const list = roles.length <= 1 ? (roles[0] ?? '') : `${roles.slice(0, -1).join(', ')} en ${roles.at(-1)}`;
  return rights.coach && rights.canManageOtherCandidates ? `${list}, ook voor de kandidaten van andere coaches` : list;
}
