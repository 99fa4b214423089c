/** Families group occupations that share sectors, kinds of employer and stock phrases in ads. */
export const OCCUPATION_FAMILIES = [
  'zorg',
  'onderwijs',
  'ict',
  'techniek',
  'bouw',
  'productie',
  'logistiek',
  'horeca',
  'handel',
  'administratie',
  'overheid',
  'veiligheid',
  'schoonmaak',
  'groen',
  'dienstverlening',
  'creatief',
] as const;
export type OccupationFamily = (typeof OCCUPATION_FAMILIES)[number];

/** Usual weekly hours: full time (36–40), part time (12–32) or both. */
export type HoursProfile = 'voltijd' | 'deeltijd' | 'gemengd';

/**
 * A common Dutch occupation with its ISCO-08 unit group: an entry of the fallback taxonomy, and
 * what the corpus generator composes ads from.
 */
export type AuthoredOccupation = {
  key: string;
  label: string;
  /** Other titles employers use for it; they also let the importer recognise the occupation. */
  altLabels: string[];
  isco: string;
  family: OccupationFamily;
  /** Education level codes asked for, most common first. */
  education: string[];
  /** Gross monthly salary range for full time, in euro. */
  salary: [number, number];
  hours: HoursProfile;
  /** Years of experience asked for: from, to. */
  experience: [number, number];
  tasks: string[];
  requirements: string[];
  /** Relative share of vacancies in the generated corpus. */
  weight: number;
};

export const occupation = (value: AuthoredOccupation): AuthoredOccupation => value;
