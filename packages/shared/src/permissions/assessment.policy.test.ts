import { describe, expect, it } from 'vitest';
import { assessmentPolicy } from './assessment.policy';
import { FEATURE_FLAGS } from './features';
import { testActor } from './policy-test-actor';

const features = [...FEATURE_FLAGS];
const dossier = { id: 'dossier-1', organizationId: 'org-1', archived: false, coachTeamMemberIds: ['tm-own'] };
const free = { selfService: true };
const paid = { selfService: false };
const own = { organizationId: 'org-1', dossierId: 'dossier-1' };

describe('assessmentPolicy', () => {
  it.each([
    {
      who: 'candidate, own dossier',
      actor: testActor('client', { dossierId: 'dossier-1', features }),
      list: true,
      chooseFree: true,
      choosePaid: false,
      take: true,
    },
    {
      who: 'candidate, without Toolbox_Tests',
      actor: testActor('client', { dossierId: 'dossier-1' }),
      list: false,
      chooseFree: false,
      choosePaid: false,
      take: false,
    },
    {
      who: 'candidate, someone else’s dossier',
      actor: testActor('client', { dossierId: 'dossier-2', features }),
      list: false,
      chooseFree: false,
      choosePaid: false,
      take: false,
    },
    {
      who: 'coach of this dossier',
      actor: testActor('member', { teamMemberId: 'tm-own', rights: { coach: true }, features }),
      list: true,
      chooseFree: true,
      choosePaid: true,
      take: false,
    },
    {
      who: 'coach of others, without canManageOtherCandidates',
      actor: testActor('member', { teamMemberId: 'tm-other', rights: { coach: true }, features }),
      list: false,
      chooseFree: false,
      choosePaid: false,
      take: false,
    },
    {
      who: 'coach with canManageOtherCandidates',
      actor: testActor('member', {
        teamMemberId: 'tm-other',
        rights: { coach: true, canManageOtherCandidates: true },
        features,
      }),
      list: true,
      chooseFree: true,
      choosePaid: true,
      take: false,
    },
    {
      who: 'administrator who is no coach',
      actor: testActor('member', { teamMemberId: 'tm-adm', rights: { administrator: true }, features }),
      list: false,
      chooseFree: false,
      choosePaid: false,
      take: false,
    },
    {
      who: 'contact',
      actor: testActor('contact', { features }),
      list: false,
      chooseFree: false,
      choosePaid: false,
      take: false,
    },
    {
      who: 'coach of another organisation',
      actor: testActor('member', {
        organizationId: 'org-2',
        teamMemberId: 'tm-own',
        rights: { coach: true, canManageOtherCandidates: true },
        features,
      }),
      list: false,
      chooseFree: false,
      choosePaid: false,
      take: false,
    },
  ])('$who', ({ actor, list, chooseFree, choosePaid, take }) => {
    expect(assessmentPolicy.listForDossier(actor, dossier)).toBe(list);
    expect(assessmentPolicy.choose(actor, { dossier, offer: free })).toBe(chooseFree);
    expect(assessmentPolicy.choose(actor, { dossier, offer: paid })).toBe(choosePaid);
    expect(assessmentPolicy.take(actor, own)).toBe(take);
    // Taking a result over into the profile: whoever takes the test, nobody else.
    expect(assessmentPolicy.takeOver(actor, own)).toBe(take);
  });

  it('chooses nothing for an archived dossier', () => {
    const coach = testActor('member', { teamMemberId: 'tm-own', rights: { coach: true }, features });
    expect(assessmentPolicy.choose(coach, { dossier: { ...dossier, archived: true }, offer: free })).toBe(false);
  });

  it('lists the catalogue for a coach’s own membership only', () => {
    const coach = testActor('member', { teamMemberId: 'tm-own', rights: { coach: true }, features });
    expect(assessmentPolicy.listAvailable(coach, { organizationId: 'org-1', teamMemberId: 'tm-own' })).toBe(true);
    expect(assessmentPolicy.listAvailable(coach, { organizationId: 'org-1', teamMemberId: 'tm-other' })).toBe(false);
    const manager = testActor('member', { teamMemberId: 'tm-own', rights: { accountManager: true }, features });
    expect(assessmentPolicy.listAvailable(manager, { organizationId: 'org-1', teamMemberId: 'tm-own' })).toBe(false);
  });
});

describe('assessmentPolicy.manageTerms — prices and credits are the organisation’s administrators’', () => {
  it.each([
    {
      who: 'an administrator',
      actor: testActor('member', { rights: { administrator: true }, features }),
      allowed: true,
    },
    {
      who: 'an administrator without Toolbox_Tests',
      actor: testActor('member', { rights: { administrator: true } }),
      allowed: false,
    },
    { who: 'a coach', actor: testActor('member', { rights: { coach: true }, features }), allowed: false },
    {
      who: 'an account manager',
      actor: testActor('member', { rights: { accountManager: true }, features }),
      allowed: false,
    },
    { who: 'a candidate', actor: testActor('client', { dossierId: 'dossier-1', features }), allowed: false },
    { who: 'the super user', actor: testActor('maintainer', { features }), allowed: false },
  ])('$who: $allowed', ({ actor, allowed }) => {
    expect(assessmentPolicy.manageTerms(actor)).toBe(allowed);
  });
});
