import { describe, expect, it } from 'vitest';
import { appointmentAbilities, appointmentPolicy } from './appointment.policy';
import { dossierTestActor as actor, testDossier as dossier } from './policy-test-actor';

const othersDossier = dossier({ coachTeamMemberIds: ['tm-other'] });
const coach = actor('member', { coach: true });
const manager = actor('member', { coach: true, canManageOtherCandidates: true });
const accountManager = actor('member', { accountManager: true });
const candidate = actor('client');
const otherCandidate = actor('client', {}, { dossierId: 'd-2' });
const contact = actor('contact');
const foreignManager = actor('member', { coach: true, canManageOtherCandidates: true }, { organizationId: 'org-2' });

describe('appointmentPolicy — the dossier’s staff plan, its candidate reads', () => {
  it.each([
    { who: 'the dossier’s coach', subject: coach, facts: dossier(), read: true, create: true },
    { who: 'a coach of another candidate', subject: coach, facts: othersDossier, read: false, create: false },
    { who: 'a coach who manages all', subject: manager, facts: othersDossier, read: true, create: true },
    {
      who: 'the coach, archived dossier',
      subject: coach,
      facts: dossier({ archived: true }),
      read: true,
      create: false,
    },
    { who: 'the candidate', subject: candidate, facts: dossier(), read: true, create: false },
    { who: 'another candidate', subject: otherCandidate, facts: dossier(), read: false, create: false },
    { who: 'an account manager', subject: accountManager, facts: dossier(), read: false, create: false },
    { who: 'an employer contact', subject: contact, facts: dossier(), read: false, create: false },
    { who: 'staff of another organisation', subject: foreignManager, facts: dossier(), read: false, create: false },
  ])('$who: read $read, plan $create', ({ subject, facts, read, create }) => {
    expect(appointmentPolicy.read(subject, facts)).toBe(read);
    expect(appointmentPolicy.create(subject, facts)).toBe(create);
    expect(appointmentPolicy.update(subject, facts)).toBe(create);
    expect(appointmentPolicy.cancel(subject, facts)).toBe(create);
  });

  it('a cancelled appointment can be neither changed nor cancelled again', () => {
    expect(appointmentAbilities(coach, dossier(), { cancelled: false })).toEqual({ update: true, cancel: true });
    expect(appointmentAbilities(coach, dossier(), { cancelled: true })).toEqual({ update: false, cancel: false });
    expect(appointmentAbilities(candidate, dossier(), { cancelled: false })).toEqual({ update: false, cancel: false });
  });

  it('employer contacts have no appointments at all', () => {
    expect(appointmentPolicy.list(contact)).toBe(false);
    expect(appointmentPolicy.list(candidate)).toBe(true);
    expect(appointmentPolicy.list(coach)).toBe(true);
  });
});
