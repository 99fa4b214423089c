/**
 * The read-only reference lists of SPEC §3. The key is the API path segment
 * (`GET /api/v1/<key>`) and the JSON:API resource type.
 */
export const REFERENCE_LISTS = [
  'certificates',
  'driving_licenses',
  'education_levels',
  'employment_types',
  'interests',
  'job_positions',
  'disabilities',
  'mental_disorders',
  'knowledge_areas',
  'motives',
  'sectors',
  'skills',
  'transport_modes',
  'work_activities',
  'work_environments',
  'work_styles',
] as const;

export type ReferenceList = (typeof REFERENCE_LISTS)[number];

export function isReferenceList(value: string): value is ReferenceList {
  return (REFERENCE_LISTS as readonly string[]).includes(value);
}

/** Code of the education level that exists for data completeness but is hidden on screen (SPEC §5). */
export const EDUCATION_LEVEL_NOT_APPLICABLE = 'niet_van_toepassing';
