import type { Db } from '@koers/server-core/db/database';
import {
  AVAILABILITY_LEVELS,
  AVAILABILITY_NEW_DAYS,
  AVAILABILITY_STALE_DAYS,
  CONTRACT_TYPES,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  HOURS_BUCKETS,
  PROVINCES,
  SECTORS,
  SOURCE_TYPES,
  type VacancyFacet,
} from '@koers/shared';
import { type SQL, sql } from 'drizzle-orm';
import { arrayParam, queryRows } from '../../../lib/sql-rows';
import { SOURCE_TYPE_BITS } from '../search-projection.queries';

/** How a facet is labelled and which values it accepts. */
export type FacetDefinition = {
  key: VacancyFacet;
  /** Known values with their Dutch label; null for facets whose values are ids (occupation, organisation). */
  labels: Record<string, string> | null;
};

const labelsOf = (entries: ReadonlyArray<{ code: string; name?: string; label?: string }>) =>
  Object.fromEntries(entries.map((entry) => [entry.code, entry.name ?? entry.label ?? entry.code]));

export const FACETS: FacetDefinition[] = [
  { key: 'educationLevel', labels: labelsOf(EDUCATION_LEVELS) },
  { key: 'employmentType', labels: labelsOf(EMPLOYMENT_TYPES) },
  { key: 'contractType', labels: labelsOf(CONTRACT_TYPES) },
  { key: 'hours', labels: labelsOf(HOURS_BUCKETS) },
  { key: 'occupation', labels: null },
  { key: 'sector', labels: labelsOf(SECTORS) },
  { key: 'province', labels: { ...PROVINCES } },
  {
    key: 'availabilityLevel',
    labels: Object.fromEntries(AVAILABILITY_LEVELS.map((entry) => [String(entry.level), entry.label])),
  },
  { key: 'sourceType', labels: labelsOf(SOURCE_TYPES) },
  { key: 'viaIntermediary', labels: { true: 'Via intermediair', false: 'Direct bij de werkgever' } },
  { key: 'organization', labels: null },
];

/**
 * The columns of the materialised base set a facet is grouped on. Source type is multi-valued:
 * one boolean column per type (`st_<bit>`), each its own grouping set.
 */
export const GROUP_COLUMNS: Record<Exclude<VacancyFacet, 'sourceType'>, string> = {
  educationLevel: 'education_level',
  employmentType: 'employment_type',
  contractType: 'contract_type',
  hours: 'hours_bucket',
  occupation: 'job_title_id',
  sector: 'sector',
  province: 'province',
  availabilityLevel: 'availability',
  viaIntermediary: 'via_intermediary',
  organization: 'employer_id',
};

export const SOURCE_TYPE_COLUMNS = Object.entries(SOURCE_TYPE_BITS).map(([code, bit]) => ({
  code,
  bit,
  column: `st_${bit}`,
}));

/** Whether a `vacancy_search` row (alias `s`, availability given) passes a facet's chosen values. */
export function facetCondition(facet: VacancyFacet, values: string[], availability: SQL): SQL {
  switch (facet) {
    case 'sourceType': {
      const mask = values.reduce(
        (bits, value) => bits | (SOURCE_TYPE_BITS[value as keyof typeof SOURCE_TYPE_BITS] ?? 0),
        0,
      );
      return sql`(s.source_types & ${mask}) <> 0`;
    }
    case 'availabilityLevel':
      return sql`(${availability}) = any(${arrayParam(values.map(Number), 'int')})`;
    case 'viaIntermediary':
      return sql`s.via_intermediary = any(${arrayParam(
        values.map((value) => value === 'true'),
        'bool',
      )})`;
    case 'occupation':
      return sql`s.job_title_id = any(${arrayParam(values, 'uuid')})`;
    case 'organization':
      return sql`s.employer_id = any(${arrayParam(values, 'uuid')})`;
    default:
      return sql`s.${sql.raw(GROUP_COLUMNS[facet])} = any(${arrayParam(values)})`;
  }
}

/** Names the buckets of chosen occupations or employers that had no vacancy in the set (rare: one query). */
export async function nameChosenIds(
  db: Db,
  buckets: Array<{ value: string; label: string }>,
  ids: string[],
): Promise<void> {
  const rows = await queryRows<{ id: string; label: string }>(
    db,
    sql`select id::text, label_nl as label from vacancies.job_titles where id = any(${arrayParam(ids, 'uuid')})
        union all
        select id::text, name as label from vacancies.internet_employers where id = any(${arrayParam(ids, 'uuid')})`,
  );
  const names = new Map(rows.map((row) => [row.id, row.label]));
  for (const bucket of buckets) bucket.label = names.get(bucket.value) ?? bucket.label;
}

/** The availability level of availability.ts (SPEC §4) over a `vacancy_search` row aliased `s`. */
export function availabilitySql(today: number): SQL {
  return sql`case
    when s.valid_through_day is not null and s.valid_through_day < ${today} then 1
    when s.posted_day >= ${today - AVAILABILITY_NEW_DAYS} then 4
    when s.valid_through_day is null and s.posted_day < ${today - AVAILABILITY_STALE_DAYS} then 2
    else 3 end`;
}
