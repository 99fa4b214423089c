import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, type FeatureFlag } from './features';
import { testActor } from './policy-test-actor';
import type { UserType } from './roles';
import {
  externalVacancyPolicy,
  internetEmployerPolicy,
  jobTitlePolicy,
  placePolicy,
  trainingSuggestionPolicy,
} from './vacancies.policy';

const actor = (userType: UserType, features: readonly FeatureFlag[] = FEATURE_FLAGS) =>
  testActor(userType, { features: [...features], rights: { coach: true } });

const without = (flag: FeatureFlag) => FEATURE_FLAGS.filter((feature) => feature !== flag);

describe('who may use the vacancies service', () => {
  it.each([
    { who: 'coach, explorer on', actor: actor('member'), allowed: true },
    { who: 'candidate, explorer on', actor: actor('client'), allowed: true },
    { who: 'employer contact, explorer on', actor: actor('contact'), allowed: true },
    { who: 'maintainer, no features', actor: actor('maintainer', []), allowed: true },
    { who: 'coach, explorer off', actor: actor('member', without('VacanciesExplorer')), allowed: false },
    { who: 'candidate, explorer off', actor: actor('client', without('VacanciesExplorer')), allowed: false },
  ])('internet vacancies: $who → $allowed', ({ actor: who, allowed }) => {
    expect(externalVacancyPolicy.list(who)).toBe(allowed);
    expect(externalVacancyPolicy.read(who)).toBe(allowed);
  });

  it.each([
    { who: 'candidate', actor: actor('client'), allowed: true },
    { who: 'coach', actor: actor('member'), allowed: true },
    { who: 'employer contact (SPEC §6: client or staff)', actor: actor('contact'), allowed: false },
    { who: 'coach, explorer off', actor: actor('member', without('VacanciesExplorer')), allowed: false },
  ])('internet employers: $who → $allowed', ({ actor: who, allowed }) => {
    expect(internetEmployerPolicy.list(who)).toBe(allowed);
    expect(internetEmployerPolicy.read(who)).toBe(allowed);
  });

  it.each([
    { who: 'candidate', actor: actor('client'), read: true },
    { who: 'coach', actor: actor('member'), read: true },
    { who: 'employer contact (not in the menu rule "Beroepen")', actor: actor('contact'), read: false },
    { who: 'coach, occupations explorer off', actor: actor('member', without('OccupationsExplorer')), read: false },
    { who: 'maintainer', actor: actor('maintainer', []), read: true },
  ])('occupations: everyone lists the taxonomy; statistics for $who → $read', ({ actor: who, read }) => {
    expect(jobTitlePolicy.list(who)).toBe(true);
    expect(jobTitlePolicy.read(who)).toBe(read);
  });

  it.each([
    { who: 'vacancies explorer only', actor: actor('member', ['VacanciesExplorer']), allowed: true },
    { who: 'occupations explorer only', actor: actor('client', ['OccupationsExplorer']), allowed: true },
    { who: 'neither', actor: actor('member', ['Help']), allowed: false },
  ])('training suggestions and places: $who → $allowed', ({ actor: who, allowed }) => {
    expect(trainingSuggestionPolicy.list(who)).toBe(allowed);
    expect(placePolicy.list(who)).toBe(allowed);
  });
});
