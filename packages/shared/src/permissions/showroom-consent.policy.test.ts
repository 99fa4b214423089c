import { describe, expect, it } from 'vitest';
import { dossierTestActor, testDossier } from './policy-test-actor';
import { showroomConsentPolicy, showroomExposure } from './showroom-consent.policy';

describe('showroom consent: who sets which agreement', () => {
  it.each([
    {
      who: 'the candidate, own active dossier',
      actor: dossierTestActor('client'),
      dossier: testDossier(),
      candidate: true,
      coach: false,
    },
    {
      who: 'the candidate, archived dossier',
      actor: dossierTestActor('client'),
      dossier: testDossier({ archived: true }),
      candidate: false,
      coach: false,
    },
    {
      who: 'another candidate',
      actor: dossierTestActor('client', {}, { dossierId: 'd-2' }),
      dossier: testDossier(),
      candidate: false,
      coach: false,
    },
    {
      who: 'the dossier’s coach',
      actor: dossierTestActor('member', { coach: true }),
      dossier: testDossier(),
      candidate: false,
      coach: true,
    },
    {
      who: 'another coach',
      actor: dossierTestActor('member', { coach: true }, { teamMemberId: 'tm-other' }),
      dossier: testDossier(),
      candidate: false,
      coach: false,
    },
    {
      who: 'a coach managing all candidates',
      actor: dossierTestActor('member', { coach: true, canManageOtherCandidates: true }, { teamMemberId: 'tm-other' }),
      dossier: testDossier(),
      candidate: false,
      coach: true,
    },
    {
      who: 'an administrator without the coach right',
      actor: dossierTestActor('member', { administrator: true }, { teamMemberId: 'tm-other' }),
      dossier: testDossier(),
      candidate: false,
      coach: false,
    },
    {
      who: 'an employer contact',
      actor: dossierTestActor('contact'),
      dossier: testDossier(),
      candidate: false,
      coach: false,
    },
    {
      who: 'the coach, without the showrooms feature',
      actor: dossierTestActor('member', { coach: true }, { features: [] }),
      dossier: testDossier(),
      candidate: false,
      coach: false,
    },
  ])('$who: candidate’s agreement $candidate, coach’s $coach', ({ actor, dossier, candidate, coach }) => {
    expect(showroomConsentPolicy.setCandidate(actor, dossier)).toBe(candidate);
    expect(showroomConsentPolicy.setContact(actor, dossier)).toBe(candidate);
    expect(showroomConsentPolicy.setCoach(actor, dossier)).toBe(coach);
  });

  it.each([
    [{ candidate: false, coach: false, contact: false }, 'hidden'],
    [{ candidate: true, coach: false, contact: true }, 'hidden'],
    [{ candidate: false, coach: true, contact: false }, 'hidden'],
    [{ candidate: true, coach: true, contact: false }, 'anonymous'],
    [{ candidate: true, coach: true, contact: true }, 'contactable'],
  ] as const)('%o reaches employers as %s', (consent, exposure) => {
    expect(showroomExposure(consent)).toBe(exposure);
  });
});
