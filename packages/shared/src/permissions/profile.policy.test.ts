import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from './features';
import { dossierTestActor, testDossier } from './policy-test-actor';
import { documentPolicy, profilePolicy, storedFilePolicy } from './profile.policy';

const actor = dossierTestActor;
const dossier = testDossier;

const coach = actor('member', { coach: true });
const coachWithoutFeature = actor(
  'member',
  { coach: true },
  { features: FEATURE_FLAGS.filter((f) => f !== 'EditProfileAsCoach') },
);
const candidate = actor('client');
const otherCandidate = actor('client', {}, { dossierId: 'd-2' });

describe('profilePolicy.update', () => {
  it.each([
    { who: 'the candidate, own profile', subject: candidate, facts: dossier(), allowed: true },
    { who: 'another candidate', subject: otherCandidate, facts: dossier(), allowed: false },
    { who: 'the candidate, archived dossier', subject: candidate, facts: dossier({ archived: true }), allowed: false },
    { who: 'coach of the dossier with EditProfileAsCoach', subject: coach, facts: dossier(), allowed: true },
    {
      who: 'coach of the dossier without EditProfileAsCoach',
      subject: coachWithoutFeature,
      facts: dossier(),
      allowed: false,
    },
    {
      who: 'coach of another dossier',
      subject: coach,
      facts: dossier({ coachTeamMemberIds: ['tm-x'] }),
      allowed: false,
    },
  ])('$who: $allowed', ({ subject, facts, allowed }) => {
    expect(profilePolicy.update(subject, facts)).toBe(allowed);
  });

  it('reading follows the dossier: candidate and own coach yes, other candidate no', () => {
    expect(profilePolicy.read(candidate, dossier())).toBe(true);
    expect(profilePolicy.read(coachWithoutFeature, dossier())).toBe(true);
    expect(profilePolicy.read(otherCandidate, dossier())).toBe(false);
  });
});

describe('documentPolicy — narrow documents are for the staff handling the dossier', () => {
  const wide = { visibility: 'wide' as const, ownerId: 'uc-client' };
  const narrow = { visibility: 'narrow' as const, ownerId: 'uc-member' };
  it.each([
    { who: 'candidate, wide', subject: candidate, doc: wide, allowed: true },
    { who: 'candidate, narrow', subject: candidate, doc: narrow, allowed: false },
    { who: 'coach of the dossier, narrow', subject: coach, doc: narrow, allowed: true },
    { who: 'other candidate, wide', subject: otherCandidate, doc: wide, allowed: false },
  ])('read — $who: $allowed', ({ subject, doc, allowed }) => {
    expect(documentPolicy.read(subject, dossier(), doc)).toBe(allowed);
  });

  it('only staff choose narrow; the candidate deletes only what they uploaded', () => {
    expect(documentPolicy.chooseVisibility(coach, dossier())).toBe(true);
    expect(documentPolicy.chooseVisibility(candidate, dossier())).toBe(false);
    expect(documentPolicy.delete(candidate, dossier(), wide)).toBe(true);
    expect(documentPolicy.delete(candidate, dossier(), { visibility: 'wide', ownerId: 'uc-member' })).toBe(false);
    expect(documentPolicy.delete(coach, dossier(), wide)).toBe(true);
    expect(documentPolicy.create(candidate, dossier({ archived: true }))).toBe(false);
  });
});

describe('storedFilePolicy — a file is read as what it is attached to', () => {
  const unattachedByCoach = { kind: 'unattached' as const, uploadedByContextId: 'uc-member' };
  const unattachedByCandidate = { kind: 'unattached' as const, uploadedByContextId: 'uc-client' };
  it.each([
    {
      who: 'candidate, profile photo',
      subject: candidate,
      attachment: { kind: 'profile_image' as const },
      allowed: true,
    },
    {
      who: 'candidate, narrow document',
      subject: candidate,
      attachment: { kind: 'document' as const, document: { visibility: 'narrow' as const, ownerId: 'uc-member' } },
      allowed: false,
    },
    {
      who: 'candidate, coach’s file attached to nothing',
      subject: candidate,
      attachment: unattachedByCoach,
      allowed: false,
    },
    {
      who: 'candidate, own file attached to nothing',
      subject: candidate,
      attachment: unattachedByCandidate,
      allowed: true,
    },
    {
      who: 'coach of the dossier, file attached to nothing',
      subject: coach,
      attachment: unattachedByCandidate,
      allowed: true,
    },
    {
      who: 'other candidate, profile photo',
      subject: otherCandidate,
      attachment: { kind: 'profile_image' as const },
      allowed: false,
    },
  ])('read — $who: $allowed', ({ subject, attachment, allowed }) => {
    expect(storedFilePolicy.read(subject, dossier(), attachment)).toBe(allowed);
  });
});
