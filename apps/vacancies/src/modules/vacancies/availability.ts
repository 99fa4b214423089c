import { AVAILABILITY_NEW_DAYS, AVAILABILITY_STALE_DAYS, type AvailabilityLevel } from '@koers/shared';

/*
 * Availability level 1–4 (SPEC §4): 1 the closing date has passed; 4 posted in the last week;
 * 2 no closing date and older than two months (probably filled); 3 otherwise. It depends on the
 * day of asking, so it is computed when read, in SQL for the facet (availabilitySql, search/facets.queries.ts) and here for a resource.
 */

export function availabilityLevel(postedDay: number, validThroughDay: number | null, today: number): AvailabilityLevel {
  if (validThroughDay !== null && validThroughDay < today) return 1;
  if (postedDay >= today - AVAILABILITY_NEW_DAYS) return 4;
  if (validThroughDay === null && postedDay < today - AVAILABILITY_STALE_DAYS) return 2;
  return 3;
}
