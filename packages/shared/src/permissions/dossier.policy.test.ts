import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import { type DossierFacts, dossierAbilities, dossierPolicy } from './dossier.policy';
import { FEATURE_FLAGS, type FeatureFlag } from './features';
import { dossierTestActor, testDossier } from './policy-test-actor';

const actor = dossierTestActor;
const dossier = testDossier;
const othersDossier = dossier({ coachTeamMemberIds: ['tm-other'] });

const coach = actor('member', { coach: true });
const manager = actor('member', { coach: true, canManageOtherCandidates: true });
const administrator = actor('member', { administrator: true });
const accountManager = actor('member', { accountManager: true });
const candidate = actor('client');
const contact = actor('contact');
const maintainer = actor('maintainer');
const foreignManager = actor('member', { coach: true, canManageOtherCandidates: true }, { organizationId: 'org-2' });

describe('dossierPolicy.list — who sees Kandidaten Beheren', () => {
  it.each([
    { who: 'coach', subject: coach, allowed: true },
    { who: 'administrator without coach right', subject: administrator, allowed: true },
    { who: 'maintainer', subject: maintainer, allowed: true },
    { who: 'account manager', subject: accountManager, allowed: false },
    { who: 'candidate', subject: candidate, allowed: false },
    { who: 'employer contact', subject: contact, allowed: false },
  ])('$who: $allowed', ({ subject, allowed }) => {
    expect(dossierPolicy.list(subject)).toBe(allowed);
  });

  it('a coach without canManageOtherCandidates lists only their own dossiers', () => {
    expect(dossierPolicy.listsOnlyOwn(coach)).toBe(true);
    expect(dossierPolicy.listsOnlyOwn(manager)).toBe(false);
    expect(dossierPolicy.listsOnlyOwn(administrator)).toBe(false);
  });
});

describe('dossierPolicy.read', () => {
  it.each([
    { who: 'coach of the dossier', subject: coach, facts: dossier(), allowed: true },
    {
      who: "coach without canManageOtherCandidates, other coach's dossier",
      subject: coach,
      facts: othersDossier,
      allowed: false,
    },
    {
      who: "coach with canManageOtherCandidates, other coach's dossier",
      subject: manager,
      facts: othersDossier,
      allowed: true,
    },
    { who: 'administrator, any dossier', subject: administrator, facts: othersDossier, allowed: true },
    { who: 'account manager', subject: accountManager, facts: dossier(), allowed: false },
    { who: 'the candidate, own dossier', subject: candidate, facts: dossier(), allowed: true },
    { who: 'a candidate, someone else’s dossier', subject: candidate, facts: dossier({ id: 'd-2' }), allowed: false },
    { who: 'employer contact', subject: contact, facts: dossier(), allowed: false },
    { who: 'manager of another organisation', subject: foreignManager, facts: dossier(), allowed: false },
    { who: 'coach of the dossier, archived', subject: coach, facts: dossier({ archived: true }), allowed: true },
  ])('$who: $allowed', ({ subject, facts, allowed }) => {
    expect(dossierPolicy.read(subject, facts)).toBe(allowed);
  });
});

describe('dossier edits and their feature flags (SPEC §6)', () => {
  const rules: Array<{ rule: keyof typeof dossierPolicy; feature: FeatureFlag | null }> = [
    { rule: 'update', feature: null },
    { rule: 'archive', feature: null },
    { rule: 'editCoach', feature: 'Dossiers_EditCoach' },
    { rule: 'updatePersonalData', feature: 'Dossiers_UpdatePersonalData' },
    { rule: 'editTrack', feature: 'Tracks_Edit' },
    { rule: 'extendTrack', feature: 'Tracks_Extend' },
  ];
  it.each(rules)(
    '$rule: own coach yes, other coach no, candidate no, archived no, without $feature no',
    ({ rule, feature }) => {
      const check = dossierPolicy[rule] as (a: Actor, d: DossierFacts) => boolean;
      expect(check(coach, dossier())).toBe(true);
      expect(check(manager, othersDossier)).toBe(true);
      expect(check(coach, othersDossier)).toBe(false);
      expect(check(candidate, dossier())).toBe(false);
      expect(check(coach, dossier({ archived: true }))).toBe(false);
      expect(check(foreignManager, dossier())).toBe(false);
      if (feature) {
        const without = actor('member', { coach: true }, { features: FEATURE_FLAGS.filter((f) => f !== feature) });
        expect(check(without, dossier())).toBe(false);
      }
    },
  );

  it('unarchive needs an archived dossier and Dossiers_Unarchive', () => {
    expect(dossierPolicy.unarchive(coach, dossier({ archived: true }))).toBe(true);
    expect(dossierPolicy.unarchive(coach, dossier())).toBe(false);
    const without = actor('member', { coach: true }, { features: [] });
    expect(dossierPolicy.unarchive(without, dossier({ archived: true }))).toBe(false);
    expect(dossierPolicy.unarchive(candidate, dossier({ archived: true }))).toBe(false);
  });

  it.each([
    { who: 'coach with Dossiers_Add', subject: coach, allowed: true },
    { who: 'administrator with Dossiers_Add', subject: administrator, allowed: true },
    { who: 'coach without Dossiers_Add', subject: actor('member', { coach: true }, { features: [] }), allowed: false },
    { who: 'account manager', subject: accountManager, allowed: false },
    { who: 'candidate', subject: candidate, allowed: false },
  ])('create — $who: $allowed', ({ subject, allowed }) => {
    expect(dossierPolicy.create(subject)).toBe(allowed);
  });

  it('meta.can lists every per-dossier rule', () => {
    expect(dossierAbilities(candidate, dossier())).toEqual({
      read: true,
      update: false,
      editCoach: false,
      updatePersonalData: false,
      editTrack: false,
      extendTrack: false,
      archive: false,
      unarchive: false,
      readOutcome: false,
      recordOutcome: false,
      readAccessLog: false,
      previewForEmployer: false,
    });
  });
});

describe('dossierPolicy.previewForEmployer — Zo ziet de werkgever deze kandidaat', () => {
  const withoutInternalVacancies = FEATURE_FLAGS.filter(
    (flag): flag is FeatureFlag => flag !== 'InternalVacancies_View' && flag !== 'InternalVacancies_Admin',
  );
  const onlyView = FEATURE_FLAGS.filter((flag): flag is FeatureFlag => flag !== 'InternalVacancies_Admin');
  it.each([
    { who: 'the dossier’s coach', subject: coach, facts: dossier(), allowed: true },
    { who: 'a coach of another candidate', subject: coach, facts: othersDossier, allowed: false },
    { who: 'a coach with canManageOtherCandidates', subject: manager, facts: othersDossier, allowed: true },
    { who: 'an administrator', subject: administrator, facts: othersDossier, allowed: true },
    { who: 'a maintainer', subject: maintainer, facts: othersDossier, allowed: true },
    { who: 'the coach of an archived dossier', subject: coach, facts: dossier({ archived: true }), allowed: true },
    { who: 'the candidate', subject: candidate, facts: dossier(), allowed: false },
    { who: 'an account manager', subject: accountManager, facts: dossier(), allowed: false },
    { who: 'an employer contact', subject: contact, facts: dossier(), allowed: false },
    { who: 'a coach of another organisation', subject: foreignManager, facts: dossier(), allowed: false },
    {
      who: 'the coach with only internal vacancies view',
      subject: actor('member', { coach: true }, { features: onlyView }),
      facts: dossier(),
      allowed: true,
    },
    {
      who: 'the coach without internal vacancies',
      subject: actor('member', { coach: true }, { features: withoutInternalVacancies }),
      facts: dossier(),
      allowed: false,
    },
  ])('$who: $allowed', ({ subject, facts, allowed }) => {
    expect(dossierPolicy.previewForEmployer(subject, facts)).toBe(allowed);
  });
});

describe('dossierPolicy.readOutcome and recordOutcome — Uitkomst vastleggen (Placement)', () => {
  const withoutPlacement = actor(
    'member',
    { coach: true },
    { features: FEATURE_FLAGS.filter((flag) => flag !== 'Placement') },
  );
  it.each([
    { who: 'the dossier’s coach', subject: coach, facts: dossier(), read: true, record: true },
    {
      who: 'the coach of an archived dossier',
      subject: coach,
      facts: dossier({ archived: true }),
      read: true,
      record: false,
    },
    { who: 'a coach of another candidate', subject: coach, facts: othersDossier, read: false, record: false },
    { who: 'a coach with canManageOtherCandidates', subject: manager, facts: othersDossier, read: true, record: true },
    { who: 'an administrator', subject: administrator, facts: othersDossier, read: true, record: true },
    {
      who: 'the coach without the feature Placement',
      subject: withoutPlacement,
      facts: dossier(),
      read: false,
      record: false,
    },
    { who: 'the candidate', subject: candidate, facts: dossier(), read: false, record: false },
    { who: 'an account manager', subject: accountManager, facts: dossier(), read: false, record: false },
    { who: 'a coach of another organisation', subject: foreignManager, facts: dossier(), read: false, record: false },
  ])('$who: read $read, record $record', ({ subject, facts, read, record }) => {
    expect(dossierPolicy.readOutcome(subject, facts)).toBe(read);
    expect(dossierPolicy.recordOutcome(subject, facts)).toBe(record);
  });
});
