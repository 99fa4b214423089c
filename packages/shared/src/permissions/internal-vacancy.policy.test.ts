import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from './features';
import { type InternalVacancyFacts, internalVacancyPolicy } from './internal-vacancy.policy';
import { testActor } from './policy-test-actor';

const features = [...FEATURE_FLAGS];
const vacancy = (overrides: Partial<InternalVacancyFacts> = {}): InternalVacancyFacts => ({
  organizationId: 'org-1',
  employerId: 'e-1',
  employerArchived: false,
  closed: false,
  ...overrides,
});

describe('internalVacancyPolicy.answerCandidate — who answers a proposal (issue 38.3)', () => {
  it.each([
    { who: 'the employer’s contact', actor: testActor('contact', { features }), employer: 'e-1', allowed: true },
    { who: 'another employer’s contact', actor: testActor('contact', { features }), employer: 'e-2', allowed: false },
    {
      who: 'an account manager who manages vacancies',
      actor: testActor('member', { features, rights: { accountManager: true } }),
      employer: null,
      allowed: true,
    },
    {
      who: 'an account manager without internal vacancies admin',
      actor: testActor('member', { rights: { accountManager: true } }),
      employer: null,
      allowed: false,
    },
    {
      who: 'a coach',
      actor: testActor('member', { features, rights: { coach: true } }),
      employer: null,
      allowed: false,
    },
    { who: 'a candidate', actor: testActor('client', { features }), employer: null, allowed: false },
    {
      who: 'an account manager of another organisation',
      actor: testActor('member', { features, organizationId: 'org-2', rights: { accountManager: true } }),
      employer: null,
      allowed: false,
    },
  ])('$who: $allowed', ({ actor, employer, allowed }) => {
    expect(internalVacancyPolicy.answerCandidate(actor, vacancy(), employer)).toBe(allowed);
  });

  it('keeps an archived employer’s vacancies read-only, also for answers; a closed vacancy can still be answered', () => {
    const contact = testActor('contact', { features });
    expect(internalVacancyPolicy.answerCandidate(contact, vacancy({ employerArchived: true }), 'e-1')).toBe(false);
    expect(internalVacancyPolicy.answerCandidate(contact, vacancy({ closed: true }), 'e-1')).toBe(true);
  });
});
