import { describe, expect, it } from 'vitest';
import { employerPolicy } from './employer.policy';
import { FEATURE_FLAGS } from './features';
import { testActor } from './policy-test-actor';
import { showroomPolicy } from './showroom.policy';

const features = [...FEATURE_FLAGS];

describe('showrooms: who chooses recipients', () => {
  it.each([
    { who: 'a coach', actor: testActor('member', { features, rights: { coach: true } }), chooses: true },
    {
      who: 'an account manager',
      actor: testActor('member', { features, rights: { accountManager: true } }),
      chooses: true,
    },
    { who: 'a maintainer', actor: testActor('maintainer', { features }), chooses: true },
    {
      who: 'a team administrator only',
      actor: testActor('member', { features, rights: { administrator: true } }),
      chooses: false,
    },
    { who: 'an employer contact', actor: testActor('contact', { features }), chooses: false },
    { who: 'a candidate', actor: testActor('client', { features }), chooses: false },
    { who: 'a coach without the feature', actor: testActor('member', { rights: { coach: true } }), chooses: false },
  ])('$who: $chooses', ({ actor, chooses }) => {
    expect(showroomPolicy.chooseRecipients(actor)).toBe(chooses);
  });

  it.each([
    { who: 'a coach', actor: testActor('member', { features, rights: { coach: true } }), any: true },
    {
      who: 'an account manager',
      actor: testActor('member', { features, rights: { accountManager: true } }),
      any: false,
    },
    { who: 'a maintainer', actor: testActor('maintainer', { features }), any: true },
    {
      who: 'a team administrator only',
      actor: testActor('member', { features, rights: { administrator: true } }),
      any: false,
    },
    { who: 'an employer contact', actor: testActor('contact', { features }), any: false },
  ])('$who chooses consented candidates, any candidate: $any', ({ actor, any }) => {
    expect(showroomPolicy.chooseCandidates(actor)).toBe(showroomPolicy.chooseRecipients(actor));
    expect(showroomPolicy.chooseAnyCandidate(actor)).toBe(any);
  });

  it('a coach chooses recipients without managing employers (Werkgevers Beheren stays the account manager’s)', () => {
    const coach = testActor('member', { features, rights: { coach: true } });
    expect(showroomPolicy.chooseRecipients(coach)).toBe(true);
    expect(employerPolicy.list(coach)).toBe(false);
  });
});
