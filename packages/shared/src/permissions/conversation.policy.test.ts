import { describe, expect, it } from 'vitest';
import { type ConversationPartnerFacts, conversationPolicy, mayStartConversationWith } from './conversation.policy';
import { testActor } from './policy-test-actor';
import { NO_RIGHTS, type Rights, type UserType } from './roles';

const partner = (
  userType: UserType,
  overrides: Partial<Omit<ConversationPartnerFacts, 'rights'>> & { rights?: Partial<Rights> } = {},
): ConversationPartnerFacts => ({
  userContextId: 'context-2',
  organizationId: 'org-1',
  coachesActor: false,
  coachedByActor: false,
  managesActorsEmployer: false,
  employerManagedByActor: false,
  ...overrides,
  userType,
  rights: { ...NO_RIGHTS, ...overrides.rights },
});

const candidate = testActor('client', { dossierId: 'd-1' });
const coach = testActor('member', { rights: { coach: true } });
const manager = testActor('member', { rights: { coach: true, canManageOtherCandidates: true } });
const accountManager = testActor('member', { rights: { accountManager: true } });
const administrator = testActor('member', { rights: { administrator: true } });
const noRights = testActor('member');
const contact = testActor('contact');
const maintainer = testActor('maintainer');

describe('mayStartConversationWith', () => {
  it.each([
    {
      who: 'a candidate with the coach of their dossier',
      actor: candidate,
      with: partner('member', { rights: { coach: true }, coachesActor: true }),
      allowed: true,
    },
    {
      who: 'a candidate with another coach',
      actor: candidate,
      with: partner('member', { rights: { coach: true } }),
      allowed: false,
    },
    { who: 'a candidate with another candidate', actor: candidate, with: partner('client'), allowed: false },
    { who: 'a candidate with an employer contact', actor: candidate, with: partner('contact'), allowed: false },
    {
      who: 'a coach with a candidate they coach',
      actor: coach,
      with: partner('client', { coachedByActor: true }),
      allowed: true,
    },
    { who: 'a coach with a candidate they do not coach', actor: coach, with: partner('client'), allowed: false },
    {
      who: 'a coach with canManageOtherCandidates with any candidate',
      actor: manager,
      with: partner('client'),
      allowed: true,
    },
    { who: 'a coach with an employer contact', actor: coach, with: partner('contact'), allowed: true },
    {
      who: 'a coach with a colleague',
      actor: coach,
      with: partner('member', { rights: { administrator: true } }),
      allowed: true,
    },
    { who: 'a coach with a member without rights', actor: coach, with: partner('member'), allowed: false },
    {
      who: 'an account manager with a contact of an employer they manage',
      actor: accountManager,
      with: partner('contact', { employerManagedByActor: true }),
      allowed: true,
    },
    {
      who: 'an account manager with a contact of an employer they do not manage',
      actor: accountManager,
      with: partner('contact'),
      allowed: false,
    },
    {
      who: 'an account manager who is also a coach with any employer contact',
      actor: testActor('member', { rights: { accountManager: true, coach: true } }),
      with: partner('contact'),
      allowed: true,
    },
    {
      who: 'an account manager with a candidate',
      actor: accountManager,
      with: partner('client', { coachedByActor: true }),
      allowed: false,
    },
    {
      who: 'an administrator with a colleague',
      actor: administrator,
      with: partner('member', { rights: { coach: true } }),
      allowed: true,
    },
    {
      who: 'an administrator with an employer contact',
      actor: administrator,
      with: partner('contact'),
      allowed: false,
    },
    {
      who: 'a member without rights with a colleague',
      actor: noRights,
      with: partner('member', { rights: { coach: true } }),
      allowed: false,
    },
    {
      who: 'an employer contact with an account manager of their own employer',
      actor: contact,
      with: partner('member', { rights: { accountManager: true }, managesActorsEmployer: true }),
      allowed: true,
    },
    {
      who: 'an employer contact with an account manager of another employer',
      actor: contact,
      with: partner('member', { rights: { accountManager: true } }),
      allowed: false,
    },
    {
      who: 'an employer contact with a coach of the organisation',
      actor: contact,
      with: partner('member', { rights: { coach: true } }),
      allowed: true,
    },
    {
      who: 'an employer contact with a former account manager of their employer who lost the right',
      actor: contact,
      with: partner('member', { rights: { administrator: true }, managesActorsEmployer: true }),
      allowed: false,
    },
    {
      who: 'an employer contact with an administrator only',
      actor: contact,
      with: partner('member', { rights: { administrator: true } }),
      allowed: false,
    },
    { who: 'an employer contact with another contact', actor: contact, with: partner('contact'), allowed: false },
    {
      who: 'a maintainer with a coach',
      actor: maintainer,
      with: partner('member', { rights: { coach: true } }),
      allowed: false,
    },
    { who: 'a coach with a maintainer', actor: coach, with: partner('maintainer'), allowed: false },
    {
      who: 'a coach with a coach of another organisation',
      actor: coach,
      with: partner('member', { rights: { coach: true }, organizationId: 'org-2' }),
      allowed: false,
    },
    {
      who: 'a coach with themselves',
      actor: coach,
      with: partner('member', { rights: { coach: true }, userContextId: 'context-1' }),
      allowed: false,
    },
  ])('$who: $allowed', ({ actor, with: facts, allowed }) => {
    expect(mayStartConversationWith(actor, facts)).toBe(allowed);
  });
});

describe('conversationPolicy', () => {
  const conversation = { organizationId: 'org-1', participantContextIds: ['context-1', 'context-9'] };
  it('lets only current participants of the own organisation read and write', () => {
    expect(conversationPolicy.read(coach, conversation)).toBe(true);
    expect(
      conversationPolicy.write(
        testActor('member', { userContextId: 'context-3', rights: { coach: true } }),
        conversation,
      ),
    ).toBe(false);
    expect(
      conversationPolicy.read(testActor('member', { organizationId: 'org-2', rights: { coach: true } }), conversation),
    ).toBe(false);
  });
  it('lets a person remove only themselves', () => {
    expect(conversationPolicy.removeParticipant(coach, 'context-1')).toBe(true);
    expect(conversationPolicy.removeParticipant(coach, 'context-9')).toBe(false);
  });
  it.each([
    { who: 'a candidate', actor: candidate, allowed: true },
    { who: 'an employer contact', actor: contact, allowed: true },
    { who: 'a coach', actor: coach, allowed: true },
    { who: 'a member without rights', actor: noRights, allowed: false },
    { who: 'a maintainer', actor: maintainer, allowed: false },
  ])('Berichten for $who: $allowed', ({ actor, allowed }) => {
    expect(conversationPolicy.use(actor)).toBe(allowed);
  });
});
