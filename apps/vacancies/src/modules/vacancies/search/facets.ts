import {
  AVAILABILITY_LEVELS,
  CONTRACT_TYPES,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  HOURS_BUCKETS,
  PROVINCES,
  SECTORS,
  SOURCE_TYPES,
  type VacancyFacet,
} from '@koers/shared';
import { SOURCE_TYPE_BITS } from '../search-projection';

/** How a facet is stored in `vacancy_search` and which values it accepts. */
export type FacetDefinition = {
  key: VacancyFacet;
  /** Known values with their Dutch label; null for facets whose values are ids (occupation, organisation). */
  labels: Record<string, string> | null;
  /** Only the largest buckets are sent (plus chosen ones). */
  top: boolean;
};

const labelsOf = (entries: ReadonlyArray<{ code: string; name?: string; label?: string }>) =>
  Object.fromEntries(entries.map((entry) => [entry.code, entry.name ?? entry.label ?? entry.code]));

export const FACETS: FacetDefinition[] = [
  { key: 'educationLevel', labels: labelsOf(EDUCATION_LEVELS), top: false },
  { key: 'employmentType', labels: labelsOf(EMPLOYMENT_TYPES), top: false },
  { key: 'contractType', labels: labelsOf(CONTRACT_TYPES), top: false },
  { key: 'hours', labels: labelsOf(HOURS_BUCKETS), top: false },
  { key: 'occupation', labels: null, top: true },
  { key: 'sector', labels: labelsOf(SECTORS), top: false },
  { key: 'province', labels: { ...PROVINCES }, top: false },
  {
    key: 'availabilityLevel',
    labels: Object.fromEntries(AVAILABILITY_LEVELS.map((entry) => [String(entry.level), entry.label])),
    top: false,
  },
  { key: 'sourceType', labels: labelsOf(SOURCE_TYPES), top: false },
  { key: 'viaIntermediary', labels: { true: 'Via intermediair', false: 'Direct bij de werkgever' }, top: false },
  { key: 'organization', labels: null, top: true },
];

/** The column (or expression over the base set) that holds a facet's single value. */
export const FACET_COLUMNS: Record<Exclude<VacancyFacet, 'sourceType'>, string> = {
  educationLevel: 'education_level',
  employmentType: 'employment_type',
  contractType: 'contract_type',
  hours: 'hours_bucket',
  occupation: 'job_title_id::text',
  sector: 'sector',
  province: 'province',
  availabilityLevel: 'availability::text',
  viaIntermediary: 'via_intermediary::text',
  organization: 'employer_id::text',
};

export { SOURCE_TYPE_BITS };
