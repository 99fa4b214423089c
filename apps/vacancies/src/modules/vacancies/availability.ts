import { AVAILABILITY_NEW_DAYS, AVAILABILITY_STALE_DAYS, type AvailabilityLevel } from '@koers/shared';
import { type SQL, sql } from 'drizzle-orm';

/*
 * Availability level 1–4 (SPEC §4): 1 the closing date has passed; 4 posted in the last week;
 * 2 no closing date and older than two months (probably filled); 3 otherwise. It depends on the
 * day of asking, so it is computed when read, in SQL for the facet and in code for a resource.
 */

export function availabilityLevel(postedDay: number, validThroughDay: number | null, today: number): AvailabilityLevel {
  if (validThroughDay !== null && validThroughDay < today) return 1;
  if (postedDay >= today - AVAILABILITY_NEW_DAYS) return 4;
  if (validThroughDay === null && postedDay < today - AVAILABILITY_STALE_DAYS) return 2;
  return 3;
}

/** The same rule over a `vacancy_search` row aliased `s`. */
export function availabilitySql(today: number): SQL {
  return sql`case
    when s.valid_through_day is not null and s.valid_through_day < ${today} then 1
    when s.posted_day >= ${today - AVAILABILITY_NEW_DAYS} then 4
    when s.valid_through_day is null and s.posted_day < ${today - AVAILABILITY_STALE_DAYS} then 2
    else 3 end`;
}
