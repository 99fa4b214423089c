import { describe, expect, it } from 'vitest';
import {
  distanceRule,
  educationRule,
  experienceRule,
  experienceYearsOf,
  hoursRule,
  type MatchProfile,
  type MatchVacancy,
  matchLabel,
  matchVacancy,
  occupationRule,
  possiblePoints,
  reasonAboutTheCandidate,
} from './match';

const profile = (overrides: Partial<MatchProfile> = {}): MatchProfile => ({
  postalCode: '3511',
  educationLevel: 'mbo4',
  occupationIds: ['nurse'],
  hoursMin: 24,
  hoursMax: 36,
  experienceYears: 2,
  interestCode: null,
  ...overrides,
});
const vacancy = (overrides: Partial<MatchVacancy> = {}): MatchVacancy => ({
  distanceKm: 7.2,
  educationLevel: 'mbo4',
  jobTitleId: 'nurse',
  hoursMax: 32,
  experienceYears: 0,
  interestType: null,
  ...overrides,
});

describe('distance rule', () => {
  it.each([
    { km: 0.3, points: 35, text: 'binnen 1 km van je postcode', tone: 'good' },
    { km: 7.2, points: 35, text: 'binnen 8 km van je postcode', tone: 'good' },
    { km: 10, points: 35, text: 'binnen 10 km van je postcode', tone: 'good' },
    { km: 18.1, points: 25, text: 'binnen 19 km van je postcode', tone: 'good' },
    { km: 40, points: 10, text: 'binnen 40 km van je postcode', tone: 'neutral' },
    { km: 50.5, points: 0, text: 'meer dan 50 km van je postcode', tone: 'poor' },
  ])('$km km gives $points points: "$text"', ({ km, points, text, tone }) => {
    expect(distanceRule(profile(), vacancy({ distanceKm: km }))).toEqual({
      points,
      reason: { rule: 'distance', tone, text },
    });
  });

  it('says nothing without a postal code or a vacancy location', () => {
    expect(distanceRule(profile({ postalCode: null }), vacancy())).toEqual({ points: 0, reason: null });
    expect(distanceRule(profile(), vacancy({ distanceKm: null }))).toEqual({ points: 0, reason: null });
  });
});

describe('education rule', () => {
  it('the same level fits', () => {
    expect(educationRule(profile(), vacancy())).toEqual({
      points: 25,
      reason: { rule: 'education', tone: 'good', text: 'past bij je opleidingsniveau' },
    });
  });
  it('a lower level asked is fine but less of a fit', () => {
    expect(educationRule(profile(), vacancy({ educationLevel: 'mbo2' }))).toMatchObject({
      points: 15,
      reason: { tone: 'neutral', text: 'vraagt een lager opleidingsniveau dan je hebt' },
    });
  });
  it('a higher level asked speaks against it, naming the level', () => {
    expect(educationRule(profile(), vacancy({ educationLevel: 'hbo' }))).toMatchObject({
      points: 0,
      reason: { tone: 'poor', text: 'vraagt een hoger opleidingsniveau (HBO)' },
    });
  });
  it("says nothing for 'Niet van toepassing', an unknown level or a profile without one", () => {
    expect(educationRule(profile(), vacancy({ educationLevel: 'niet_van_toepassing' })).reason).toBeNull();
    expect(educationRule(profile(), vacancy({ educationLevel: null })).reason).toBeNull();
    expect(educationRule(profile({ educationLevel: null }), vacancy()).reason).toBeNull();
  });
});

describe('occupation rule', () => {
  it('a favourite occupation scores and says so; another says nothing', () => {
    expect(occupationRule(profile(), vacancy())).toEqual({
      points: 25,
      reason: { rule: 'occupation', tone: 'good', text: 'je favoriete beroep' },
    });
    expect(occupationRule(profile(), vacancy({ jobTitleId: 'welder' }))).toEqual({ points: 0, reason: null });
    expect(occupationRule(profile(), vacancy({ jobTitleId: null }))).toEqual({ points: 0, reason: null });
  });
});

describe('hours rule (on the vacancy’s hours bucket of SPEC §9)', () => {
  it.each([
    { hoursMax: 32, wanted: [24, 36], points: 15, text: 'past bij de uren die je wilt werken' },
    { hoursMax: 20, wanted: [24, 36], points: 15, text: 'past bij de uren die je wilt werken' },
    { hoursMax: 12, wanted: [24, 36], points: 0, text: 'biedt minder uren dan je wilt werken' },
    { hoursMax: 40, wanted: [8, 16], points: 0, text: 'vraagt meer uren dan je wilt werken' },
    { hoursMax: 40, wanted: [null, 32], points: 15, text: 'past bij de uren die je wilt werken' },
  ])('$hoursMax hours against $wanted: $points', ({ hoursMax, wanted, points, text }) => {
    const result = hoursRule(
      profile({ hoursMin: wanted[0] ?? null, hoursMax: wanted[1] ?? null }),
      vacancy({ hoursMax }),
    );
    expect(result.points).toBe(points);
    expect(result.reason?.text).toBe(text);
  });

  it('says nothing when either side has no hours', () => {
    expect(hoursRule(profile({ hoursMin: null, hoursMax: null }), vacancy()).reason).toBeNull();
    expect(hoursRule(profile(), vacancy({ hoursMax: null })).reason).toBeNull();
  });
});

describe('experience rule (explains, scores nothing)', () => {
  it('more experience asked than the profile has is said plainly', () => {
    expect(experienceRule(profile({ experienceYears: 1 }), vacancy({ experienceYears: 3 }))).toEqual({
      points: 0,
      reason: { rule: 'experience', tone: 'poor', text: 'vraagt ervaring die nog niet in je profiel staat' },
    });
    expect(experienceRule(profile({ experienceYears: null }), vacancy({ experienceYears: 1 })).reason?.tone).toBe(
      'poor',
    );
  });
  it('enough experience is a good reason; none asked says nothing', () => {
    expect(experienceRule(profile({ experienceYears: 5 }), vacancy({ experienceYears: 3 })).reason?.text).toBe(
      'je hebt de gevraagde ervaring',
    );
    expect(experienceRule(profile(), vacancy({ experienceYears: 0 })).reason).toBeNull();
  });
});

describe('the match', () => {
  it('scores the points against what this profile can earn, good reasons first', () => {
    const match = matchVacancy(profile(), vacancy({ educationLevel: 'hbo', experienceYears: 4 }));
    // 35 distance + 0 education + 25 occupation + 15 hours of 100.
    expect(match.score).toBe(75);
    expect(match.reasons.map((reason) => reason.text)).toEqual([
      'binnen 8 km van je postcode',
      'je favoriete beroep',
      'past bij de uren die je wilt werken',
      'vraagt een hoger opleidingsniveau (HBO)',
      'vraagt ervaring die nog niet in je profiel staat',
    ]);
  });

  it('leaves out what the profile does not say: a profile with only a postal code scores on distance alone', () => {
    const only = profile({ educationLevel: null, occupationIds: [], hoursMin: null, hoursMax: null });
    expect(possiblePoints(only)).toBe(35);
    expect(matchVacancy(only, vacancy({ distanceKm: 20 })).score).toBe(71);
  });

  it('is deterministic', () => {
    expect(matchVacancy(profile(), vacancy())).toEqual(matchVacancy(profile(), vacancy()));
    expect(matchVacancy(profile(), vacancy()).score).toBe(100);
  });

  it.each([
    { score: 100, label: 'Past goed' },
    { score: 70, label: 'Past goed' },
    { score: 69, label: 'Past redelijk' },
    { score: 40, label: 'Past redelijk' },
    { score: 39, label: 'Past matig' },
  ])('$score reads as $label', ({ score, label }) => {
    expect(matchLabel(score)).toBe(label);
  });
});

describe('experience years of a profile', () => {
  it('counts the months of all jobs once, open jobs up to now, in whole years', () => {
    const now = new Date('2026-11-15T00:00:00Z');
    expect(
      experienceYearsOf(
        [
          { startMonth: '2020-01', endMonth: '2021-12' },
          { startMonth: '2021-06', endMonth: '2022-05' },
          { startMonth: '2025-12', endMonth: null },
        ],
        now,
      ),
    ).toBe(3);
    expect(experienceYearsOf([], now)).toBe(0);
  });
});

describe('reasonAboutTheCandidate: what a coach reads in dossier mode', () => {
  const profile = {
    postalCode: '3511 AA',
    educationLevel: 'mbo3',
    occupationIds: ['job-1'],
    hoursMin: 32,
    hoursMax: 40,
    experienceYears: 1,
    interestCode: 'SEC',
  } satisfies MatchProfile;
  const vacancies: MatchVacancy[] = [
    { distanceKm: 4, educationLevel: 'mbo3', jobTitleId: 'job-1', hoursMax: 40, experienceYears: 1, interestType: 'S' },
    { distanceKm: 500, educationLevel: 'mbo1', jobTitleId: null, hoursMax: 8, experienceYears: 5, interestType: 'R' },
    {
      distanceKm: 30,
      educationLevel: 'hbo',
      jobTitleId: null,
      hoursMax: 20,
      experienceYears: null,
      interestType: null,
    },
  ];
  const texts = vacancies.flatMap((vacancy) => matchVacancy(profile, vacancy).reasons.map((reason) => reason.text));

  it('leaves no reason addressed to ‘je’', () => {
    expect(texts.length).toBeGreaterThanOrEqual(8);
    for (const text of texts) expect(reasonAboutTheCandidate(text)).not.toMatch(/\bje\b/);
  });

  it('speaks of the candidate', () => {
    expect(reasonAboutTheCandidate('binnen 4 km van je postcode')).toBe('binnen 4 km van de postcode van de kandidaat');
    expect(reasonAboutTheCandidate('je hebt de gevraagde ervaring')).toBe('de kandidaat heeft de gevraagde ervaring');
    expect(reasonAboutTheCandidate('vraagt een hoger opleidingsniveau (HBO)')).toBe(
      'vraagt een hoger opleidingsniveau (HBO)',
    );
  });
});
