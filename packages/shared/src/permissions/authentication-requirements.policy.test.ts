import { describe, expect, it } from 'vitest';
import { authenticationRequirementPolicy, securitySettingsPolicy } from './authentication-requirements.policy';
import { testActor } from './policy-test-actor';

describe('authenticationRequirementPolicy.listForType', () => {
  it.each([
    { who: 'contact asks for contacts', actor: testActor('contact'), userType: 'contact' as const, allowed: true },
    { who: 'contact asks for members', actor: testActor('contact'), userType: 'member' as const, allowed: false },
    {
      who: 'coach asks for candidates',
      actor: testActor('member', { rights: { coach: true } }),
      userType: 'client' as const,
      allowed: false,
    },
    {
      who: 'administrator asks for candidates',
      actor: testActor('member', { rights: { administrator: true } }),
      userType: 'client' as const,
      allowed: true,
    },
    {
      who: 'super-user asks for contacts',
      actor: testActor('maintainer'),
      userType: 'contact' as const,
      allowed: true,
    },
    {
      who: 'administrator of another organisation',
      actor: testActor('member', { organizationId: 'org-2', rights: { administrator: true } }),
      userType: 'client' as const,
      allowed: false,
    },
  ])('$who → $allowed', ({ actor, userType, allowed }) => {
    expect(authenticationRequirementPolicy.listForType(actor, { organizationId: 'org-1', userType })).toBe(allowed);
  });
});

describe('authenticationRequirementPolicy.manage', () => {
  it.each([
    { who: 'administrator', actor: testActor('member', { rights: { administrator: true } }), allowed: true },
    { who: 'super-user', actor: testActor('maintainer'), allowed: true },
    {
      who: 'coach',
      actor: testActor('member', { rights: { coach: true, canManageOtherCandidates: true } }),
      allowed: false,
    },
    { who: 'account manager', actor: testActor('member', { rights: { accountManager: true } }), allowed: false },
    { who: 'candidate', actor: testActor('client'), allowed: false },
    {
      who: 'administrator of another organisation',
      actor: testActor('member', { organizationId: 'org-2', rights: { administrator: true } }),
      allowed: false,
    },
  ])('$who → $allowed', ({ actor, allowed }) => {
    expect(authenticationRequirementPolicy.manage(actor, { organizationId: 'org-1' })).toBe(allowed);
    if (actor.organizationId === 'org-1') expect(securitySettingsPolicy.view(actor)).toBe(allowed);
  });
});
