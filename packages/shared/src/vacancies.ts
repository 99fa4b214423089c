/**
 * The contract of the vacancies service (SPEC §3 external vacancy, §7 explorer parameters):
 * codes and Dutch labels that the API sends and the web app shows.
 */

/** Search periods; `last_month` is the default (SPEC §5, §9). Days count back from today. */
export const VACANCY_PERIODS = [
  { code: 'last_3_days', label: 'Afgelopen 3 dagen', days: 3 },
  { code: 'last_week', label: 'Afgelopen week', days: 7 },
  { code: 'last_2_weeks', label: 'Afgelopen 2 weken', days: 14 },
  { code: 'last_month', label: 'Afgelopen maand', days: 31 },
  /** The window of an occupation's vacancy estimate (61 days), where its 'Vacatures bekijken' leads. */
  { code: 'last_2_months', label: 'Afgelopen 2 maanden', days: 61 },
  { code: 'last_3_months', label: 'Afgelopen 3 maanden', days: 92 },
  { code: 'last_6_months', label: 'Afgelopen 6 maanden', days: 183 },
  { code: 'last_year', label: 'Afgelopen jaar', days: 366 },
  { code: 'all', label: 'Alles', days: null },
] as const;
export type VacancyPeriod = (typeof VACANCY_PERIODS)[number]['code'];

export const VACANCY_SORTS = [
  { code: 'relevance', label: 'Meest relevant' },
  { code: 'newest', label: 'Nieuwste eerst' },
  { code: 'distance', label: 'Dichtstbij' },
] as const;
export type VacancySort = (typeof VACANCY_SORTS)[number]['code'];

/**
 * What an internet vacancy's card in an explorer list shows (`fields[external_vacancies]`, a
 * JSON:API sparse fieldset): no long texts and no relationships. The detail loads the whole
 * vacancy (SPEC §2.3).
 */
export const EXTERNAL_VACANCY_LIST_FIELDS = [
  'title',
  'organizationName',
  'functionProfile',
  'location',
  'distance',
  'availabilityLevel',
  'humanAvailability',
  'createdAtRemote',
] as const;

/** Largest search radius in km; the default is DEFAULT_VACANCY_RADIUS_KM. */
export const MAX_VACANCY_RADIUS_KM = 200;

/**
 * Availability level 1–4 (SPEC §4: 1 red, 2 orange, 3 and 4 green): how likely the vacancy is
 * still open, judged from its age and closing date at the moment of asking.
 */
export const AVAILABILITY_LEVELS = [
  { level: 1, label: 'Verlopen' },
  { level: 2, label: 'Mogelijk al vervuld' },
  { level: 3, label: 'Beschikbaar' },
  { level: 4, label: 'Nieuw' },
] as const;
export type AvailabilityLevel = (typeof AVAILABILITY_LEVELS)[number]['level'];
/** A vacancy at most this many days old is new (level 4). */
export const AVAILABILITY_NEW_DAYS = 7;
/** Without a closing date, a vacancy older than this is probably filled (level 2). */
export const AVAILABILITY_STALE_DAYS = 60;

export const SOURCE_TYPES = [
  { code: 'employer_site', label: 'Website werkgever' },
  { code: 'job_board', label: 'Vacaturesite' },
  { code: 'intermediary', label: 'Intermediair' },
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number]['code'];

export const CONTRACT_TYPES = [
  { code: 'vast', label: 'Vast contract' },
  { code: 'tijdelijk_uitzicht_vast', label: 'Tijdelijk met uitzicht op vast' },
  { code: 'tijdelijk', label: 'Tijdelijk contract' },
  { code: 'uitzendcontract', label: 'Uitzendcontract' },
  { code: 'freelance', label: 'Freelance of zzp' },
  { code: 'stage', label: 'Stage of leerwerkovereenkomst' },
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number]['code'];

/** Hours facet (SPEC §9: 0-16, 16-32, 32+), on the most hours a vacancy offers per week. */
export const HOURS_BUCKETS = [
  { code: '0-16', label: 'Tot 16 uur', min: 0, max: 16 },
  { code: '16-32', label: '16 tot 32 uur', min: 16, max: 32 },
  { code: '32+', label: '32 uur of meer', min: 32, max: null },
] as const;
export type HoursBucket = (typeof HOURS_BUCKETS)[number]['code'];

/** The five work-hours buckets of the occupation statistics (SPEC §3). */
export const WORK_HOURS_BUCKETS = ['0To8', '9To16', '17To24', '25To32', '33To40'] as const;
export type WorkHoursBucket = (typeof WORK_HOURS_BUCKETS)[number];

/** Company size classes (CBS grootteklassen), shown as `size.long`. */
export const ORGANIZATION_SIZES = [
  { code: '1', short: '1', long: '1 werknemer', min: 1, max: 1 },
  { code: '2-9', short: '2-9', long: '2 tot 10 werknemers', min: 2, max: 9 },
  { code: '10-49', short: '10-49', long: '10 tot 50 werknemers', min: 10, max: 49 },
  { code: '50-99', short: '50-99', long: '50 tot 100 werknemers', min: 50, max: 99 },
  { code: '100-249', short: '100-249', long: '100 tot 250 werknemers', min: 100, max: 249 },
  { code: '250-499', short: '250-499', long: '250 tot 500 werknemers', min: 250, max: 499 },
  { code: '500-999', short: '500-999', long: '500 tot 1.000 werknemers', min: 500, max: 999 },
  { code: '1000+', short: '1000+', long: '1.000 werknemers of meer', min: 1000, max: null },
] as const;
export type OrganizationSize = (typeof ORGANIZATION_SIZES)[number]['code'];

/**
 * The facets of the external-vacancy explorer, in display order. The key is the name in the
 * `f[...]` parameter and in `meta.facets`.
 */
export const VACANCY_FACETS = [
  { key: 'educationLevel', title: 'Opleidingsniveau' },
  { key: 'employmentType', title: 'Dienstverband' },
  { key: 'contractType', title: 'Contractvorm' },
  { key: 'hours', title: 'Uren per week' },
  { key: 'occupation', title: 'Beroep' },
  { key: 'sector', title: 'Branche' },
  { key: 'province', title: 'Provincie' },
  { key: 'availabilityLevel', title: 'Beschikbaarheid' },
  { key: 'sourceType', title: 'Soort bron' },
  { key: 'viaIntermediary', title: 'Via intermediair' },
  { key: 'organization', title: 'Werkgever' },
] as const;
export type VacancyFacet = (typeof VACANCY_FACETS)[number]['key'];

/** Facets with many possible values send only their largest buckets (and any chosen ones). */
export const FACET_TOP_BUCKETS = 25;

/** Sizes used by the statistics of an occupation (SPEC §9). */
export const OCCUPATION_STATISTICS = {
  /** The statistics describe the last year. */
  windowMonths: 12,
  /** The vacancy-count estimate covers the last 2 months. */
  estimateMonths: 2,
  /** Most common employers shown. */
  topOrganizations: 5,
  /** A change of at least this share between two 2-month windows is a trend. */
  trendThreshold: 0.1,
} as const;

export function periodDays(period: VacancyPeriod): number | null {
  return VACANCY_PERIODS.find((entry) => entry.code === period)?.days ?? null;
}

export function humanAvailability(level: number): string {
  return AVAILABILITY_LEVELS.find((entry) => entry.level === level)?.label ?? 'Onbekend';
}
