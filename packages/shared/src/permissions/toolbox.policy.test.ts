import { describe, expect, it } from 'vitest';
import { dossierTestActor as actor } from './policy-test-actor';
import { storedFilePolicy } from './profile.policy';
import { type ToolboxFileFacts, toolboxPolicy } from './toolbox.policy';

const coach = actor('member', { coach: true });
const administrator = actor('member', { administrator: true });
const accountManager = actor('member', { accountManager: true });
const candidate = actor('client');
const otherCandidate = actor('client', {}, { dossierId: 'd-2' });
const contact = actor('contact');
const maintainer = actor('maintainer');
const foreignCoach = actor('member', { coach: true }, { organizationId: 'org-2' });
const coachWithoutTips = actor('member', { coach: true }, { features: [] });

const file = (overrides: Partial<ToolboxFileFacts> = {}): ToolboxFileFacts => ({
  organizationId: 'org-1',
  sharedWithEveryone: false,
  sharedWithDossierIds: [],
  ...overrides,
});

describe('toolboxPolicy.readFile — a tip’s file reaches its coaches and the candidates it is shared with', () => {
  it.each([
    { who: 'a coach of the organisation, not shared', subject: coach, facts: file(), allowed: true },
    { who: 'a coach of another organisation', subject: foreignCoach, facts: file(), allowed: false },
    { who: 'a coach without the tips feature', subject: coachWithoutTips, facts: file(), allowed: false },
    {
      who: 'the candidate it is shared with',
      subject: candidate,
      facts: file({ sharedWithDossierIds: ['d-1'] }),
      allowed: true,
    },
    {
      who: 'any candidate, shared with all',
      subject: otherCandidate,
      facts: file({ sharedWithEveryone: true }),
      allowed: true,
    },
    {
      who: 'a candidate it is not shared with',
      subject: otherCandidate,
      facts: file({ sharedWithDossierIds: ['d-1'] }),
      allowed: false,
    },
    { who: 'a candidate, not shared at all', subject: candidate, facts: file(), allowed: false },
    {
      who: 'an administrator who is no coach',
      subject: administrator,
      facts: file({ sharedWithEveryone: true }),
      allowed: false,
    },
    { who: 'an account manager', subject: accountManager, facts: file({ sharedWithEveryone: true }), allowed: false },
    { who: 'an employer contact', subject: contact, facts: file({ sharedWithEveryone: true }), allowed: false },
    { who: 'the super user', subject: maintainer, facts: file({ sharedWithEveryone: true }), allowed: false },
  ])('$who: $allowed', ({ subject, facts, allowed }) => {
    expect(toolboxPolicy.readFile(subject, facts)).toBe(allowed);
    expect(storedFilePolicy.readOrganizationFile(subject, { kind: 'toolbox_item', file: facts })).toBe(allowed);
  });

  it('a file of the organisation attached to nothing is only its uploader’s', () => {
    const mine = { kind: 'unattached', uploadedByContextId: coach.userContextId } as const;
    expect(storedFilePolicy.readOrganizationFile(coach, mine)).toBe(true);
    expect(storedFilePolicy.readOrganizationFile({ ...administrator, userContextId: 'uc-other' }, mine)).toBe(false);
    expect(storedFilePolicy.readOrganizationFile(coach, { kind: 'unattached', uploadedByContextId: null })).toBe(false);
  });
});
