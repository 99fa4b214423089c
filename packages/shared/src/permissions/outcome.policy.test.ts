import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from './features';
import { outcomePolicy } from './outcome.policy';
import { dossierTestActor as actor } from './policy-test-actor';

const withoutPlacement = { features: FEATURE_FLAGS.filter((flag) => flag !== 'Placement') };

describe('outcomePolicy.report — the outcome report for funders', () => {
  it.each([
    { who: 'an administrator', subject: actor('member', { administrator: true }), allowed: true },
    {
      who: 'a coach with canManageOtherCandidates',
      subject: actor('member', { coach: true, canManageOtherCandidates: true }),
      allowed: true,
    },
    { who: 'a maintainer', subject: actor('maintainer'), allowed: true },
    { who: 'a coach of their own candidates only', subject: actor('member', { coach: true }), allowed: false },
    { who: 'an account manager', subject: actor('member', { accountManager: true }), allowed: false },
    { who: 'a candidate', subject: actor('client'), allowed: false },
    {
      who: 'an administrator without Placement',
      subject: actor('member', { administrator: true }, withoutPlacement),
      allowed: false,
    },
  ])('$who: $allowed', ({ subject, allowed }) => {
    expect(outcomePolicy.report(subject)).toBe(allowed);
  });
});

describe('outcomePolicy.pickEmployer — a placement’s employer from the organisation’s list', () => {
  it.each([
    { who: 'a coach', subject: actor('member', { coach: true }), allowed: true },
    { who: 'an administrator', subject: actor('member', { administrator: true }), allowed: true },
    {
      who: 'an account manager without coach right',
      subject: actor('member', { accountManager: true }),
      allowed: false,
    },
    { who: 'a candidate', subject: actor('client'), allowed: false },
    { who: 'an employer contact', subject: actor('contact'), allowed: false },
    { who: 'a coach without Placement', subject: actor('member', { coach: true }, withoutPlacement), allowed: false },
  ])('$who: $allowed', ({ subject, allowed }) => {
    expect(outcomePolicy.pickEmployer(subject)).toBe(allowed);
  });
});
