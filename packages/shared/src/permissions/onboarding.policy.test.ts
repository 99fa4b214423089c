import { describe, expect, it } from 'vitest';
import { onboardingPolicy } from './onboarding.policy';
import { testActor } from './policy-test-actor';

const target = { organizationId: 'org-1', dossierId: 'dossier-1' };
const dossier = { id: 'dossier-1', organizationId: 'org-1', archived: false, coachTeamMemberIds: ['tm-own'] };

describe('onboardingPolicy', () => {
  it.each([
    {
      who: 'candidate, own dossier',
      actor: testActor('client', { dossierId: 'dossier-1' }),
      list: true,
      complete: true,
    },
    {
      who: 'candidate, someone else’s dossier',
      actor: testActor('client', { dossierId: 'dossier-2' }),
      list: false,
      complete: false,
    },
    {
      who: 'coach of this dossier',
      actor: testActor('member', { teamMemberId: 'tm-own', rights: { coach: true } }),
      list: true,
      complete: false,
    },
    {
      who: 'coach of other candidates, without canManageOtherCandidates',
      actor: testActor('member', { teamMemberId: 'tm-other', rights: { coach: true } }),
      list: false,
      complete: false,
    },
    {
      who: 'coach of other candidates, with canManageOtherCandidates',
      actor: testActor('member', { teamMemberId: 'tm-other', rights: { coach: true, canManageOtherCandidates: true } }),
      list: true,
      complete: false,
    },
    {
      who: 'account manager',
      actor: testActor('member', { rights: { accountManager: true } }),
      list: false,
      complete: false,
    },
    { who: 'contact', actor: testActor('contact'), list: false, complete: false },
    {
      who: 'coach of another organisation',
      actor: testActor('member', { organizationId: 'org-2', rights: { coach: true } }),
      list: false,
      complete: false,
    },
    {
      who: 'candidate with the same dossier id elsewhere',
      actor: testActor('client', { organizationId: 'org-2', dossierId: 'dossier-1' }),
      list: false,
      complete: false,
    },
  ])('$who: list $list, complete $complete', ({ actor, list, complete }) => {
    expect(onboardingPolicy.list(actor, dossier)).toBe(list);
    expect(onboardingPolicy.complete(actor, target)).toBe(complete);
  });
});
