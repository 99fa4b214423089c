import { describe, expect, it } from 'vitest';
import { maintainerPolicy } from './maintainer.policy';
import { organizationPolicy } from './organization.policy';
import { testActor } from './policy-test-actor';

describe('the maintainer console and the organisation’s e-mail', () => {
  it.each([
    { who: 'super user', actor: testActor('maintainer'), console: true, email: true },
    {
      who: 'administrator',
      actor: testActor('member', { rights: { administrator: true } }),
      console: false,
      email: true,
    },
    {
      who: 'coach who manages every candidate',
      actor: testActor('member', { rights: { coach: true, canManageOtherCandidates: true } }),
      console: false,
      email: false,
    },
    {
      who: 'account manager',
      actor: testActor('member', { rights: { accountManager: true } }),
      console: false,
      email: false,
    },
    { who: 'candidate', actor: testActor('client'), console: false, email: false },
    { who: 'employer contact', actor: testActor('contact'), console: false, email: false },
  ])('$who: console $console, e-mail templates $email', ({ actor, console, email }) => {
    expect(maintainerPolicy.console(actor)).toBe(console);
    expect(organizationPolicy.manage(actor)).toBe(email);
  });
});
