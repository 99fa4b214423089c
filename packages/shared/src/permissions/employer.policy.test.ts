import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import { type EmployerFacts, employerAbilities, employerPolicy, employerProfilePath } from './employer.policy';
import { FEATURE_FLAGS, type FeatureFlag } from './features';
import { testActor } from './policy-test-actor';
import type { Rights, UserType } from './roles';

const allFeatures = [...FEATURE_FLAGS];
const withoutAdmin = allFeatures.filter((flag): flag is FeatureFlag => flag !== 'InternalEmployers_Admin');

function actor(userType: UserType, rights: Partial<Rights> = {}, overrides: Partial<Actor> = {}): Actor {
  return testActor(userType, { features: allFeatures, ...overrides, rights });
}

const employer = (overrides: Partial<EmployerFacts> = {}): EmployerFacts => ({
  id: 'e-1',
  organizationId: 'org-1',
  archived: false,
  ...overrides,
});

const accountManager = actor('member', { accountManager: true });
const accountManagerWithoutFeature = actor('member', { accountManager: true }, { features: withoutAdmin });
const coach = actor('member', { coach: true });
const administrator = actor('member', { administrator: true });
const maintainer = actor('maintainer');
const foreignAccountManager = actor('member', { accountManager: true }, { organizationId: 'org-2' });

describe('employerPolicy — Werkgevers Beheren is for account managers (SPEC §6)', () => {
  it.each([
    { who: 'account manager', actor: accountManager, list: true, create: true },
    {
      who: 'account manager without internal employers admin',
      actor: accountManagerWithoutFeature,
      list: true,
      create: false,
    },
    { who: 'maintainer', actor: maintainer, list: true, create: true },
    { who: 'coach', actor: coach, list: false, create: false },
    { who: 'administrator without the account-manager right', actor: administrator, list: false, create: false },
    { who: 'candidate', actor: actor('client'), list: false, create: false },
    { who: 'employer contact', actor: actor('contact'), list: false, create: false },
  ])('$who: list $list, create $create', ({ actor: who, list, create }) => {
    expect(employerPolicy.list(who)).toBe(list);
    expect(employerPolicy.create(who)).toBe(create);
  });

  it.each([
    {
      who: 'account manager, active employer',
      actor: accountManager,
      facts: employer(),
      can: { read: true, update: true, archive: true, unarchive: false, setAccountManagers: true },
    },
    {
      who: 'account manager, archived employer',
      actor: accountManager,
      facts: employer({ archived: true }),
      can: { read: true, update: false, archive: false, unarchive: true, setAccountManagers: false },
    },
    {
      who: 'account manager without the admin feature',
      actor: accountManagerWithoutFeature,
      facts: employer(),
      can: { read: true, update: false, archive: false, unarchive: false, setAccountManagers: false },
    },
    {
      who: 'account manager of another organisation',
      actor: foreignAccountManager,
      facts: employer(),
      can: { read: false, update: false, archive: false, unarchive: false, setAccountManagers: false },
    },
    {
      who: 'coach',
      actor: coach,
      facts: employer(),
      can: { read: false, update: false, archive: false, unarchive: false, setAccountManagers: false },
    },
  ])('$who', ({ actor: who, facts, can }) => {
    expect(employerAbilities(who, facts)).toEqual(can);
  });
});

describe('employerPolicy.viewInternal — Werkgevers of the own organisation (SPEC §6)', () => {
  const withoutView = allFeatures.filter((flag): flag is FeatureFlag => flag !== 'InternalEmployers_View');
  it.each([
    { who: 'candidate', actor: actor('client'), allowed: true },
    { who: 'coach', actor: coach, allowed: true },
    { who: 'administrator', actor: administrator, allowed: true },
    { who: 'account manager (from a vacancy’s employer button)', actor: accountManager, allowed: true },
    { who: 'maintainer', actor: maintainer, allowed: true },
    { who: 'employer contact', actor: actor('contact'), allowed: false },
    {
      who: 'candidate without internal employers view',
      actor: actor('client', {}, { features: withoutView }),
      allowed: false,
    },
    {
      who: 'coach without internal employers view',
      actor: actor('member', { coach: true }, { features: withoutView }),
      allowed: false,
    },
  ])('$who: $allowed', ({ actor: who, allowed }) => {
    expect(employerPolicy.viewInternal(who)).toBe(allowed);
  });
});

describe('employerProfilePath — the Werkgeversprofiel button of a vacancy (SPEC §5, §6)', () => {
  const withoutView = allFeatures.filter((flag): flag is FeatureFlag => flag !== 'InternalEmployers_View');
  it.each([
    { who: 'candidate', actor: actor('client'), path: '/employers-internal/e-1' },
    { who: 'coach', actor: coach, path: '/employers-internal/e-1' },
    { who: 'administrator', actor: administrator, path: '/employers-internal/e-1' },
    { who: 'account manager (manages employers)', actor: accountManager, path: '/employers/e-1' },
    { who: 'account manager without the admin feature', actor: accountManagerWithoutFeature, path: '/employers/e-1' },
    { who: 'maintainer', actor: maintainer, path: '/employers/e-1' },
    { who: 'employer contact', actor: actor('contact'), path: null },
    {
      who: 'candidate without internal employers view',
      actor: actor('client', {}, { features: withoutView }),
      path: null,
    },
    {
      who: 'account manager without internal employers view',
      actor: actor('member', { accountManager: true }, { features: withoutView }),
      path: null,
    },
  ])('$who: $path', ({ actor: who, path }) => {
    expect(employerProfilePath(who, 'e-1')).toBe(path);
  });

  it('is disabled without an employer', () => {
    expect(employerProfilePath(actor('client'), null)).toBeNull();
    expect(employerProfilePath(accountManager, undefined)).toBeNull();
  });
});
