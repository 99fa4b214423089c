import { describe, expect, it } from 'vitest';
import { customContentPolicy, customMenuItemPolicy, customPagePolicy } from './custom-content.policy';
import { testActor } from './policy-test-actor';

const flags = { accountManager: false, administrator: false, client: false, coach: false, contact: false };
const page = (over: Partial<typeof flags> & { organizationId?: string } = {}) => ({
  organizationId: 'org-1',
  ...flags,
  ...over,
});

describe('customPagePolicy.read and customMenuItemPolicy.read', () => {
  it.each([
    { who: 'candidate, page for candidates', actor: testActor('client'), item: page({ client: true }), allowed: true },
    {
      who: 'candidate, page for coaches only',
      actor: testActor('client'),
      item: page({ coach: true }),
      allowed: false,
    },
    { who: 'contact, page for contacts', actor: testActor('contact'), item: page({ contact: true }), allowed: true },
    {
      who: 'coach, page for coaches',
      actor: testActor('member', { rights: { coach: true } }),
      item: page({ coach: true }),
      allowed: true,
    },
    {
      who: 'coach, page for account managers',
      actor: testActor('member', { rights: { coach: true } }),
      item: page({ accountManager: true }),
      allowed: false,
    },
    {
      who: 'administrator, page for administrators',
      actor: testActor('member', { rights: { administrator: true } }),
      item: page({ administrator: true }),
      allowed: true,
    },
    {
      who: 'member without rights, page for every role',
      actor: testActor('member'),
      item: page({ client: true, contact: true, coach: true, accountManager: true, administrator: true }),
      allowed: false,
    },
    { who: 'super-user, page for nobody in particular', actor: testActor('maintainer'), item: page(), allowed: true },
    {
      who: 'candidate of another organisation',
      actor: testActor('client', { organizationId: 'org-2' }),
      item: page({ client: true }),
      allowed: false,
    },
    {
      who: 'super-user of another organisation',
      actor: testActor('maintainer', { organizationId: 'org-2' }),
      item: page(),
      allowed: false,
    },
  ])('$who → $allowed', ({ actor, item, allowed }) => {
    expect(customPagePolicy.read(actor, item)).toBe(allowed);
    expect(customMenuItemPolicy.read(actor, item)).toBe(allowed);
  });
});

describe('customPagePolicy.filterByRole', () => {
  it.each([
    {
      who: 'coach filters on coach',
      actor: testActor('member', { rights: { coach: true } }),
      role: 'coach' as const,
      allowed: true,
    },
    {
      who: 'coach filters on administrator',
      actor: testActor('member', { rights: { coach: true } }),
      role: 'administrator' as const,
      allowed: false,
    },
    { who: 'candidate filters on client', actor: testActor('client'), role: 'client' as const, allowed: true },
    { who: 'candidate filters on contact', actor: testActor('client'), role: 'contact' as const, allowed: false },
    { who: 'super-user filters on any role', actor: testActor('maintainer'), role: 'coach' as const, allowed: true },
  ])('$who → $allowed', ({ actor, role, allowed }) => {
    expect(customPagePolicy.filterByRole(actor, role)).toBe(allowed);
  });
});

describe('listing an organisation’s pages and links', () => {
  it('only the own organisation', () => {
    expect(customPagePolicy.list(testActor('client'), { id: 'org-1' })).toBe(true);
    expect(customPagePolicy.list(testActor('client'), { id: 'org-2' })).toBe(false);
    expect(customMenuItemPolicy.list(testActor('contact'), { id: 'org-2' })).toBe(false);
  });
});

describe('customContentPolicy', () => {
  it('lets administrators and the maintainer write their organisation’s content, nobody else', () => {
    const administrator = testActor('member', { rights: { administrator: true } });
    expect(customContentPolicy.manage(administrator)).toBe(true);
    expect(customContentPolicy.manage(testActor('maintainer'))).toBe(true);
    expect(customContentPolicy.manage(testActor('member', { rights: { coach: true } }))).toBe(false);
    expect(customContentPolicy.manage(testActor('client'))).toBe(false);
    expect(customContentPolicy.manageItem(administrator, { organizationId: administrator.organizationId })).toBe(true);
    expect(customContentPolicy.manageItem(administrator, { organizationId: 'elders' })).toBe(false);
  });
});
