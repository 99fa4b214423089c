/**
 * The occupation information card (SPEC §2.3, §9): how the statistics of an occupation become
 * tiles, a chart, regions and education levels. Pure functions, shared by the web app (which
 * shows them) and tests; no zod here, so the shell's first download stays small.
 */
import {
  chartCeilingOffset,
  JOB_TITLE_TOP_EDUCATION_LEVELS,
  PROVINCES,
  REGION_MIN_PERCENTAGE,
  VACANCY_COUNT_MONTHS,
} from './constants';
import { EDUCATION_LEVELS } from './reference-data';
import { HOURS_BUCKETS, type HoursBucket, type VacancyPeriod, type WorkHoursBucket } from './vacancies';

/**
 * The explorer period 'Vacatures bekijken' opens with: the 2 months the card's vacancy estimate
 * covers (SPEC §9), not the explorer's default month, so the list holds what the card counted.
 */
export const OCCUPATION_VACANCIES_PERIOD = 'last_2_months' satisfies VacancyPeriod;

/** Texts of the card (SPEC §2.3, §5, §8), named once. */
export const OCCUPATION_TEXTS = {
  noChart: 'Er is onvoldoende informatie beschikbaar om de grafiek te tonen.',
  noVacancies: 'Er zijn geen vacatures gevonden in de afgelopen 2 maanden.',
  noEmployers: 'Geen data beschikbaar',
  viewVacancies: 'Vacatures bekijken',
} as const;

/** A share of a whole, in whole percent (0 when the whole is empty). */
export function percentage(part: number, whole: number): number {
  return whole > 0 ? Math.round((100 * part) / whole) : 0;
}

export type Bucket<Code extends string = string> = { code: Code; label: string; count: number; percentage: number };

export const EXPERIENCE_BUCKETS = [
  { code: 'under3', label: 'Minder dan 3 jaar', min: 0, max: 3 },
  { code: '3to5', label: '3 tot 5 jaar', min: 3, max: 5 },
  { code: '5plus', label: '5 jaar of meer', min: 5, max: null },
] as const;
export type ExperienceBucket = (typeof EXPERIENCE_BUCKETS)[number]['code'];

/** Asked experience in the three buckets of SPEC §9: under 3 years, 3 to under 5, 5 or more. */
export function experienceBuckets(years: ReadonlyArray<{ years: number; count: number }>): Bucket<ExperienceBucket>[] {
  const counts = EXPERIENCE_BUCKETS.map((bucket) =>
    years
      .filter((entry) => entry.years >= bucket.min && (bucket.max === null || entry.years < bucket.max))
      .reduce((sum, entry) => sum + entry.count, 0),
  );
  const total = counts.reduce((sum, count) => sum + count, 0);
  return EXPERIENCE_BUCKETS.map((bucket, index) => ({
    code: bucket.code,
    label: bucket.label,
    count: counts[index] ?? 0,
    percentage: percentage(counts[index] ?? 0, total),
  }));
}

/** Which of the statistics' five work-hours buckets (SPEC §3) falls in which bucket of SPEC §9. */
const HOURS_OF_WORK_HOURS: Record<WorkHoursBucket, HoursBucket> = {
  '0To8': '0-16',
  '9To16': '0-16',
  '17To24': '16-32',
  '25To32': '16-32',
  '33To40': '32+',
};

/** Hours per week in the three buckets of SPEC §9 (0-16, 16-32, 32+), from the five of the statistics. */
export function hoursBuckets(workHours: Partial<Record<WorkHoursBucket, number>>): Bucket<HoursBucket>[] {
  const counts = new Map<HoursBucket, number>(HOURS_BUCKETS.map((bucket) => [bucket.code, 0]));
  for (const [source, target] of Object.entries(HOURS_OF_WORK_HOURS) as Array<[WorkHoursBucket, HoursBucket]>) {
    counts.set(target, (counts.get(target) ?? 0) + (workHours[source] ?? 0));
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return HOURS_BUCKETS.map((bucket) => ({
    code: bucket.code,
    label: bucket.label,
    count: counts.get(bucket.code) ?? 0,
    percentage: percentage(counts.get(bucket.code) ?? 0, total),
  }));
}

/**
 * The labour-market figures of an occupation (SPEC §3 Job title statistics, §9): what the
 * vacancies service computes and the occupation card shows.
 */
export type OccupationStatistics = {
  vacancyCounts: Array<{ date: string; count: number }>;
  vacancyCount: { estimate: number; trend: 'up' | 'down' | 'stable'; trendPercentage: number | null };
  salary: { median: number; min: number; max: number } | null;
  leadTime: number | null;
  /** Vacancies of the last year that are open today (availability level 3 or 4), of all of them. */
  availability: { available: number; total: number };
  workHours: Record<WorkHoursBucket, number>;
  workExperienceYears: Array<{ years: number; count: number }>;
  educationLevels: Record<string, number>;
  regions: Record<string, number>;
  topOrganizations: Array<{ name: string; industry: string | null; size: string | null; count: number }>;
};

export type ChartPoint = { date: string | null; count: number };
export type TrendChart = { points: ChartPoint[]; ceiling: number };

/**
 * The vacancy trend chart (SPEC §5, §9): only with exactly 6 monthly counts (else null, and the
 * card says so), padded by one point at each end so the line runs from edge to edge (a padding
 * point repeats its neighbour's count and has no date), with the y-axis ceiling at the largest
 * count plus 8, 18 or 28.
 */
export function trendChart(vacancyCounts: ReadonlyArray<{ date: string; count: number }>): TrendChart | null {
  if (vacancyCounts.length !== VACANCY_COUNT_MONTHS) return null;
  const first = vacancyCounts[0] as { count: number };
  const last = vacancyCounts[vacancyCounts.length - 1] as { count: number };
  const points: ChartPoint[] = [
    { date: null, count: first.count },
    ...vacancyCounts.map((point) => ({ date: point.date, count: point.count })),
    { date: null, count: last.count },
  ];
  const max = Math.max(...vacancyCounts.map((point) => point.count));
  return { points, ceiling: max + chartCeilingOffset(max) };
}

export type Region = { code: string; name: string; percentage: number };

/** Regions of SPEC §5, §9: Dutch provinces known by code, at 10 percent or more, largest first. */
export function visibleRegions(regions: Readonly<Record<string, number>>): Region[] {
  return Object.entries(regions)
    .filter(([code, share]) => code in PROVINCES && share >= REGION_MIN_PERCENTAGE)
    .map(([code, share]) => ({ code, name: PROVINCES[code as keyof typeof PROVINCES], percentage: share }))
    .sort((a, b) => b.percentage - a.percentage || a.name.localeCompare(b.name, 'nl'));
}

/** The education level that is never shown (SPEC §5). */
const NOT_APPLICABLE = 'niet_van_toepassing';

/**
 * The job-title categories by education level, capped at the top 3 (SPEC §9): the most asked
 * known levels with their share of all vacancies that name a level; 'Niet van toepassing' and
 * unknown codes are left out. Ties go to the lower level.
 */
export function topEducationLevels(
  educationLevels: Readonly<Record<string, number>>,
  limit: number = JOB_TITLE_TOP_EDUCATION_LEVELS,
): Bucket[] {
  const known = EDUCATION_LEVELS.filter((level) => level.code !== NOT_APPLICABLE)
    .map((level, order) => ({ ...level, order, count: educationLevels[level.code] ?? 0 }))
    .filter((level) => level.count > 0);
  const total = known.reduce((sum, level) => sum + level.count, 0);
  return known
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, limit)
    .map((level) => ({
      code: level.code,
      label: level.name,
      count: level.count,
      percentage: percentage(level.count, total),
    }));
}
