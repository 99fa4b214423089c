import { describe, expect, it } from 'vitest';
import { journalEntryAbilities, journalPolicy, timelinePolicy } from './journal.policy';
import { dossierTestActor as actor, testDossier as dossier } from './policy-test-actor';
import { storedFilePolicy } from './profile.policy';

const othersDossier = dossier({ coachTeamMemberIds: ['tm-other'] });
const coach = actor('member', { coach: true });
const manager = actor('member', { coach: true, canManageOtherCandidates: true });
const administrator = actor('member', { administrator: true });
const accountManager = actor('member', { accountManager: true });
const candidate = actor('client');
const otherCandidate = actor('client', {}, { dossierId: 'd-2' });
const contact = actor('contact');
const maintainer = actor('maintainer');
const foreignManager = actor('member', { coach: true, canManageOtherCandidates: true }, { organizationId: 'org-2' });
const teamOnly = { visibility: 'team' } as const;
const forCandidate = { visibility: 'candidate' } as const;

describe('journalPolicy.read — the candidate never reads a team-only entry', () => {
  it.each([
    { who: 'the dossier’s coach, team-only', subject: coach, facts: dossier(), entry: teamOnly, allowed: true },
    { who: 'a coach of another candidate', subject: coach, facts: othersDossier, entry: forCandidate, allowed: false },
    { who: 'a coach who manages all', subject: manager, facts: othersDossier, entry: teamOnly, allowed: true },
    { who: 'an administrator', subject: administrator, facts: othersDossier, entry: teamOnly, allowed: true },
    { who: 'a maintainer', subject: maintainer, facts: dossier(), entry: teamOnly, allowed: true },
    { who: 'the candidate, entry for them', subject: candidate, facts: dossier(), entry: forCandidate, allowed: true },
    { who: 'the candidate, team-only entry', subject: candidate, facts: dossier(), entry: teamOnly, allowed: false },
    {
      who: 'the candidate, archived dossier, for them',
      subject: candidate,
      facts: dossier({ archived: true }),
      entry: forCandidate,
      allowed: true,
    },
    { who: 'another candidate', subject: otherCandidate, facts: dossier(), entry: forCandidate, allowed: false },
    { who: 'an account manager', subject: accountManager, facts: dossier(), entry: forCandidate, allowed: false },
    { who: 'an employer contact', subject: contact, facts: dossier(), entry: forCandidate, allowed: false },
    {
      who: 'staff of another organisation',
      subject: foreignManager,
      facts: dossier(),
      entry: teamOnly,
      allowed: false,
    },
  ])('$who: $allowed', ({ subject, facts, entry, allowed }) => {
    expect(journalPolicy.read(subject, facts, entry)).toBe(allowed);
    // An attachment is read as its entry is.
    expect(storedFilePolicy.read(subject, facts, { kind: 'journal_entry', entry })).toBe(allowed);
  });
});

describe('journalPolicy writes — staff who handle the active dossier', () => {
  it.each([
    { who: 'the dossier’s coach', subject: coach, facts: dossier(), allowed: true },
    { who: 'a coach of another candidate', subject: coach, facts: othersDossier, allowed: false },
    { who: 'a coach who manages all', subject: manager, facts: othersDossier, allowed: true },
    { who: 'the coach of an archived dossier', subject: coach, facts: dossier({ archived: true }), allowed: false },
    { who: 'the candidate', subject: candidate, facts: dossier(), allowed: false },
    { who: 'an account manager', subject: accountManager, facts: dossier(), allowed: false },
    { who: 'an employer contact', subject: contact, facts: dossier(), allowed: false },
    { who: 'staff of another organisation', subject: foreignManager, facts: dossier(), allowed: false },
  ])('$who: $allowed', ({ subject, facts, allowed }) => {
    expect(journalPolicy.create(subject, facts)).toBe(allowed);
    expect(journalEntryAbilities(subject, facts, teamOnly)).toEqual({ update: allowed, delete: allowed });
  });
});

describe('timelinePolicy', () => {
  it('whoever reads the dossier reads its timeline; contacts have none', () => {
    expect(timelinePolicy.read(candidate, dossier())).toBe(true);
    expect(timelinePolicy.read(coach, dossier())).toBe(true);
    expect(timelinePolicy.read(coach, othersDossier)).toBe(false);
    expect(timelinePolicy.list(contact)).toBe(false);
    expect(timelinePolicy.list(candidate)).toBe(true);
  });
});
