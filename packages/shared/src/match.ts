/**
 * The explained match (issue 18.8): how well a vacancy fits a candidate's profile, as a score and
 * reasons in plain Dutch. Deterministic rules over data only; the vacancies service computes the
 * same points in SQL to sort by them (see docs/decisions.md "The explained match").
 */
import type { RiasecType } from './assessments';
import { EDUCATION_LEVELS } from './reference-data';
import { RIASEC_TYPE_INFO } from './riasec';
import { HOURS_BUCKETS, type HoursBucket } from './vacancies';

/** What the match reads of a candidate's profile (the main backend's `match_profile`). */
export type MatchProfile = {
  /** Four-digit postal code the distance is measured from. */
  postalCode: string | null;
  educationLevel: string | null;
  /** Occupations the candidate wants: the profile's favourite occupations and favourited ones (job title ids). */
  occupationIds: readonly string[];
  hoursMin: number | null;
  hoursMax: number | null;
  /** Whole years of work experience in the profile. */
  experienceYears: number | null;
  /** The Holland code of the interest test the candidate took over into the profile (e.g. `SAR`). */
  interestCode: string | null;
};

/** What the match reads of a vacancy. */
export type MatchVacancy = {
  /** Distance from the candidate's postal code; null when either location is unknown. */
  distanceKm: number | null;
  educationLevel: string | null;
  jobTitleId: string | null;
  /** The vacancy's most hours per week. */
  hoursMax: number | null;
  experienceYears: number | null;
  /** The interest type the vacancy's occupation (ISCO group) fits best; null when unknown. */
  interestType: RiasecType | null;
};

export type MatchReason = {
  rule: MatchRule;
  /** `good`: speaks for the vacancy; `poor`: against it; `neutral`: worth knowing. */
  tone: 'good' | 'neutral' | 'poor';
  text: string;
};
export type Match = { score: number; reasons: MatchReason[] };

export const MATCH_RULES = ['distance', 'education', 'occupation', 'hours', 'experience', 'interest'] as const;
export type MatchRule = (typeof MATCH_RULES)[number];

/**
 * Points per rule; experience only explains (a candidate may apply without it), so it scores none;
 * so does interest (an occupation's type is a hint, not a requirement).
 */
export const MATCH_WEIGHTS: Record<MatchRule, number> = {
  distance: 35,
  education: 25,
  occupation: 25,
  hours: 15,
  experience: 0,
  interest: 0,
};

/** A Holland code of one to three different RIASEC letters, as the interest test gives it. */
export const INTEREST_CODE = /^(?!.*(.).*\1)[RIASEC]{1,3}$/;

/** Distance bands: within the first, full points; the next, fewer; past the last, none. */
export const MATCH_DISTANCE_BANDS = [
  { km: 10, points: 35 },
  { km: 25, points: 25 },
  { km: 50, points: 10 },
] as const;

type RuleResult = { points: number; reason: MatchReason | null };

const NOT_APPLICABLE = 'niet_van_toepassing';
const LEVELS = EDUCATION_LEVELS.filter((level) => level.code !== NOT_APPLICABLE);

/** Position of an education level, lowest first; null for none, unknown or 'Niet van toepassing'. */
export function educationRank(code: string | null): number | null {
  if (!code) return null;
  const index = LEVELS.findIndex((level) => level.code === code);
  return index === -1 ? null : index;
}

/** The hours bucket of SPEC §9 a vacancy's most hours fall in, as the search projection has it. */
export function hoursBucketOf(hoursMax: number | null): HoursBucket | null {
  if (hoursMax === null) return null;
  return hoursMax < 16 ? '0-16' : hoursMax < 32 ? '16-32' : '32+';
}

export function distanceRule(profile: MatchProfile, vacancy: MatchVacancy): RuleResult {
  if (!profile.postalCode || vacancy.distanceKm === null) return { points: 0, reason: null };
  const band = MATCH_DISTANCE_BANDS.find((entry) => vacancy.distanceKm !== null && vacancy.distanceKm <= entry.km);
  if (!band) {
    const last = MATCH_DISTANCE_BANDS[MATCH_DISTANCE_BANDS.length - 1]?.km;
    return { points: 0, reason: { rule: 'distance', tone: 'poor', text: `meer dan ${last} km van je postcode` } };
  }
  const km = Math.max(1, Math.ceil(vacancy.distanceKm));
  return {
    points: band.points,
    reason: { rule: 'distance', tone: band.km <= 25 ? 'good' : 'neutral', text: `binnen ${km} km van je postcode` },
  };
}

export function educationRule(profile: MatchProfile, vacancy: MatchVacancy): RuleResult {
  const own = educationRank(profile.educationLevel);
  const asked = educationRank(vacancy.educationLevel);
  if (own === null || asked === null) return { points: 0, reason: null };
  if (asked === own) {
    return {
      points: MATCH_WEIGHTS.education,
      reason: { rule: 'education', tone: 'good', text: 'past bij je opleidingsniveau' },
    };
  }
  if (asked < own) {
    return {
      points: 15,
      reason: { rule: 'education', tone: 'neutral', text: 'vraagt een lager opleidingsniveau dan je hebt' },
    };
  }
  const label = LEVELS[asked]?.name ?? '';
  return {
    points: 0,
    reason: { rule: 'education', tone: 'poor', text: `vraagt een hoger opleidingsniveau (${label})` },
  };
}

export function occupationRule(profile: MatchProfile, vacancy: MatchVacancy): RuleResult {
  if (!vacancy.jobTitleId || !profile.occupationIds.includes(vacancy.jobTitleId)) return { points: 0, reason: null };
  return {
    points: MATCH_WEIGHTS.occupation,
    reason: { rule: 'occupation', tone: 'good', text: 'je favoriete beroep' },
  };
}

export function hoursRule(profile: MatchProfile, vacancy: MatchVacancy): RuleResult {
  const bucket = HOURS_BUCKETS.find((entry) => entry.code === hoursBucketOf(vacancy.hoursMax));
  if (!bucket || (profile.hoursMin === null && profile.hoursMax === null)) return { points: 0, reason: null };
  const wantedMin = profile.hoursMin ?? 0;
  const wantedMax = profile.hoursMax ?? Number.POSITIVE_INFINITY;
  // The bucket [min, max) overlaps the wanted hours [wantedMin, wantedMax].
  const fits = (bucket.max === null || wantedMin < bucket.max) && wantedMax >= bucket.min;
  if (fits) {
    return {
      points: MATCH_WEIGHTS.hours,
      reason: { rule: 'hours', tone: 'good', text: 'past bij de uren die je wilt werken' },
    };
  }
  const more = bucket.min > wantedMax;
  return {
    points: 0,
    reason: {
      rule: 'hours',
      tone: 'poor',
      text: more ? 'vraagt meer uren dan je wilt werken' : 'biedt minder uren dan je wilt werken',
    },
  };
}

export function experienceRule(profile: MatchProfile, vacancy: MatchVacancy): RuleResult {
  if (vacancy.experienceYears === null || vacancy.experienceYears <= 0) return { points: 0, reason: null };
  if ((profile.experienceYears ?? 0) < vacancy.experienceYears) {
    return {
      points: 0,
      reason: { rule: 'experience', tone: 'poor', text: 'vraagt ervaring die nog niet in je profiel staat' },
    };
  }
  return { points: 0, reason: { rule: 'experience', tone: 'good', text: 'je hebt de gevraagde ervaring' } };
}

/** The occupation's interest type among the candidate's three highest (their Holland code), or outside them. */
export function interestRule(profile: MatchProfile, vacancy: MatchVacancy): RuleResult {
  if (!profile.interestCode || !vacancy.interestType) return { points: 0, reason: null };
  const name = RIASEC_TYPE_INFO[vacancy.interestType].name.toLowerCase();
  return profile.interestCode.includes(vacancy.interestType)
    ? { points: 0, reason: { rule: 'interest', tone: 'good', text: `past bij je interesses (${name})` } }
    : { points: 0, reason: { rule: 'interest', tone: 'neutral', text: `ligt buiten je interesses (${name})` } };
}

const RULES: Record<MatchRule, (profile: MatchProfile, vacancy: MatchVacancy) => RuleResult> = {
  distance: distanceRule,
  education: educationRule,
  occupation: occupationRule,
  hours: hoursRule,
  experience: experienceRule,
  interest: interestRule,
};

/** The points a profile can earn at most: the weights of the rules it has data for. */
export function possiblePoints(profile: MatchProfile): number {
  let possible = 0;
  if (profile.postalCode) possible += MATCH_WEIGHTS.distance;
  if (educationRank(profile.educationLevel) !== null) possible += MATCH_WEIGHTS.education;
  if (profile.occupationIds.length > 0) possible += MATCH_WEIGHTS.occupation;
  if (profile.hoursMin !== null || profile.hoursMax !== null) possible += MATCH_WEIGHTS.hours;
  return possible;
}

/** The profile has something to match on at all. */
export function canMatch(profile: MatchProfile): boolean {
  return possiblePoints(profile) > 0;
}

/** Points to a score of 0–100 for this profile (the same profile orders by points and by score alike). */
export function matchScore(points: number, profile: MatchProfile): number {
  const possible = possiblePoints(profile);
  return possible === 0 ? 0 : Math.round((100 * points) / possible);
}

/** How well a vacancy fits: every rule's points and reason; good reasons first, then neutral, then poor. */
export function matchVacancy(profile: MatchProfile, vacancy: MatchVacancy): Match {
  let points = 0;
  const reasons: MatchReason[] = [];
  for (const rule of MATCH_RULES) {
    const result = RULES[rule](profile, vacancy);
    points += result.points;
    if (result.reason) reasons.push(result.reason);
  }
  const order = { good: 0, neutral: 1, poor: 2 } as const;
  reasons.sort((a, b) => order[a.tone] - order[b.tone]);
  return { score: matchScore(points, profile), reasons };
}

/** The reasons' second-person phrases (written to the candidate) and how they read about the candidate. */
const ABOUT_THE_CANDIDATE: ReadonlyArray<readonly [RegExp, string]> = [
  [/van je postcode$/, 'van de postcode van de kandidaat'],
  [/^past bij je opleidingsniveau$/, 'past bij het opleidingsniveau van de kandidaat'],
  [/dan je hebt$/, 'dan de kandidaat heeft'],
  [/^je favoriete beroep$/, 'favoriete beroep van de kandidaat'],
  [/die je wilt werken$/, 'die de kandidaat wil werken'],
  [/dan je wilt werken$/, 'dan de kandidaat wil werken'],
  [/in je profiel staat$/, 'in het profiel van de kandidaat staat'],
  [/^je hebt de gevraagde ervaring$/, 'de kandidaat heeft de gevraagde ervaring'],
  [/je interesses/, 'de interesses van de kandidaat'],
];

/**
 * A reason's text as a coach reads it in dossier mode: about the candidate ('binnen 8 km van de
 * postcode van de kandidaat') instead of to them ('… van je postcode').
 */
export function reasonAboutTheCandidate(text: string): string {
  for (const [phrase, replacement] of ABOUT_THE_CANDIDATE)
    if (phrase.test(text)) return text.replace(phrase, replacement);
  return text;
}

/** How a score reads: 'Past goed' from 70, 'Past redelijk' from 40, else 'Past matig'. */
export function matchLabel(score: number): string {
  return score >= 70 ? 'Past goed' : score >= 40 ? 'Past redelijk' : 'Past matig';
}

/**
 * Whole years of work experience from a profile's jobs (`YYYY-MM` months; an open end is `now`).
 * Overlapping jobs count once.
 */
export function experienceYearsOf(
  jobs: ReadonlyArray<{ startMonth: string; endMonth: string | null }>,
  now: Date = new Date(),
): number {
  const toIndex = (month: string) => {
    const [year, monthNumber] = month.split('-').map(Number);
    return (year ?? 0) * 12 + ((monthNumber ?? 1) - 1);
  };
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const months = new Set<number>();
  for (const job of jobs) {
    const end = Math.min(job.endMonth ? toIndex(job.endMonth) : current, current);
    for (let month = toIndex(job.startMonth); month <= end; month += 1) months.add(month);
  }
  return Math.floor(months.size / 12);
}

/** The explorer's sort by match (only with a profile to match): best fitting first. */
export const MATCH_SORT = 'match';
export const MATCH_SORT_LABEL = 'Best passend';
