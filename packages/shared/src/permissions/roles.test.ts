import { describe, expect, it } from 'vitest';
import { contextLabel, normalizeRights, rolesFor } from './roles';

describe('rights', () => {
  it.each([
    { stored: { accountManager: true }, accountManager: true },
    { stored: { account_manager: true }, accountManager: true },
    { stored: { account_manager: 'true' }, accountManager: true },
    { stored: { accountManager: false, account_manager: false }, accountManager: false },
    { stored: {}, accountManager: false },
    { stored: null, accountManager: false },
  ])('both spellings of the account-manager right mean one right: $stored', ({ stored, accountManager }) => {
    expect(normalizeRights(stored).accountManager).toBe(accountManager);
  });

  it('only true-ish values grant a right', () => {
    expect(normalizeRights({ administrator: 'ja', coach: 1, canManageOtherCandidates: '1' })).toEqual({
      administrator: false,
      accountManager: false,
      coach: true,
      canManageOtherCandidates: true,
    });
  });
});

describe('roles', () => {
  it.each([
    { userType: 'client' as const, rights: {}, roles: ['client'] },
    { userType: 'contact' as const, rights: { coach: true }, roles: ['contact'] },
    { userType: 'maintainer' as const, rights: {}, roles: ['maintainer'] },
    { userType: 'member' as const, rights: { administrator: true, coach: true }, roles: ['administrator', 'coach'] },
    { userType: 'member' as const, rights: { account_manager: true }, roles: ['account_manager'] },
    { userType: 'member' as const, rights: {}, roles: [] },
  ])('a $userType with $rights has roles $roles', ({ userType, rights, roles }) => {
    expect(rolesFor(userType, normalizeRights(rights))).toEqual(roles);
  });

  it('labels a context as SPEC §1 says', () => {
    expect(contextLabel('client', 'Werkpad')).toBe('Kandidaat');
    expect(contextLabel('contact', 'Werkpad')).toBe('Werkgever');
    expect(contextLabel('member', 'Werkpad')).toBe('Werkpad');
    expect(contextLabel('maintainer', 'Werkpad')).toBe('Super-user');
  });
});
