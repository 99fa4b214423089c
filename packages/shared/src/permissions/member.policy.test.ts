import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from './features';
import { type MemberFacts, memberPolicy, teamPolicy } from './member.policy';
import { testActor } from './policy-test-actor';
import { settingsEntriesFor } from './settings';

const ORG = 'org-a';
const member = (state: MemberFacts['state'], id = 'colleague'): MemberFacts => ({ id, organizationId: ORG, state });
const admin = (features: FeatureFlag[] = ['MembershipInvitations_Admin']) =>
  testActor('member', { organizationId: ORG, userContextId: 'me', rights: { administrator: true }, features });

describe('memberPolicy', () => {
  it.each([
    { who: 'administrator with the feature, invites', allowed: memberPolicy.invite(admin()), expected: true },
    { who: 'administrator without the feature, invites', allowed: memberPolicy.invite(admin([])), expected: false },
    { who: 'administrator without the feature, lists', allowed: memberPolicy.list(admin([])), expected: true },
    {
      who: 'coach who manages all candidates, lists',
      allowed: memberPolicy.list(testActor('member', { rights: { coach: true, canManageOtherCandidates: true } })),
      expected: false,
    },
    {
      who: 'administrator deactivates an active colleague',
      allowed: memberPolicy.deactivate(admin(), member('active')),
      expected: true,
    },
    {
      who: 'administrator deactivates themselves',
      allowed: memberPolicy.deactivate(admin(), member('active', 'me')),
      expected: false,
    },
    {
      who: 'administrator deactivates an invited colleague',
      allowed: memberPolicy.deactivate(admin(), member('invited')),
      expected: false,
    },
    {
      who: 'administrator of another organisation reads',
      allowed: memberPolicy.read(admin(), { ...member('active'), organizationId: 'org-b' }),
      expected: false,
    },
    {
      who: 'administrator changes a deactivated colleague’s rights',
      allowed: memberPolicy.update(admin(), member('deactivated')),
      expected: false,
    },
    {
      who: 'administrator reactivates',
      allowed: memberPolicy.reactivate(admin(), member('deactivated')),
      expected: true,
    },
    {
      who: 'administrator re-invites an expired invitation',
      allowed: memberPolicy.reinvite(admin(), member('invitationExpired')),
      expected: true,
    },
    {
      who: 'administrator without the feature re-invites',
      allowed: memberPolicy.reinvite(admin([]), member('invited')),
      expected: false,
    },
    {
      who: 'administrator withdraws an active colleague’s invitation',
      allowed: memberPolicy.withdrawInvitation(admin(), member('active')),
      expected: false,
    },
  ])('$who: $expected', ({ allowed, expected }) => {
    expect(allowed).toBe(expected);
  });

  it('team overview: administrators and coaches who manage every candidate', () => {
    expect(teamPolicy.view(admin())).toBe(true);
    expect(teamPolicy.view(testActor('member', { rights: { coach: true } }))).toBe(false);
    expect(teamPolicy.view(testActor('member', { rights: { coach: true, canManageOtherCandidates: true } }))).toBe(
      true,
    );
    expect(teamPolicy.view(testActor('client'))).toBe(false);
  });
});

describe('settingsEntriesFor', () => {
  const keys = (actor: Parameters<typeof settingsEntriesFor>[0]) => settingsEntriesFor(actor).map((entry) => entry.key);
  it.each([
    { who: 'candidate', actor: testActor('client'), entries: ['personal', 'personal-email-settings'] },
    {
      who: 'super user',
      actor: testActor('maintainer'),
      entries: ['personal', 'members', 'organization-email-settings', 'team', 'theme', 'content', 'security'],
    },
    {
      who: 'coach',
      actor: testActor('member', { rights: { coach: true } }),
      entries: ['personal', 'personal-email-settings'],
    },
    {
      who: 'coach who manages every candidate',
      actor: testActor('member', { rights: { coach: true, canManageOtherCandidates: true } }),
      entries: ['personal', 'personal-email-settings', 'team'],
    },
    {
      who: 'administrator',
      actor: admin(),
      entries: [
        'personal',
        'personal-email-settings',
        'members',
        'organization-email-settings',
        'team',
        'theme',
        'content',
        'security',
      ],
    },
  ])('$who', ({ actor, entries }) => {
    expect(keys(actor)).toEqual(entries);
  });

  it('lists the reports with the feature Placement, for those who manage every candidate', () => {
    expect(keys(admin(['Placement']))).toContain('reports');
    expect(keys(admin([]))).not.toContain('reports');
    const coach = testActor('member', { rights: { coach: true }, features: ['Placement'] });
    expect(keys(coach)).not.toContain('reports');
  });

  it('says whether inviting is part of managing colleagues (the feature)', () => {
    const describeMembers = (features: FeatureFlag[]) =>
      settingsEntriesFor(admin(features)).find((entry) => entry.key === 'members')?.description;
    expect(describeMembers(['MembershipInvitations_Admin'])).toMatch(/^Collega’s uitnodigen/);
    expect(describeMembers([])).not.toMatch(/uitnodigen/);
  });
});
