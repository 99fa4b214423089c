import { DEFAULT_VACANCY_RADIUS_KM } from '@koers/shared/constants';
import { MATCH_SORT } from '@koers/shared/match';

/**
 * Where a candidate's search starts (issue 38.4): opened without parameters, for a candidate or in
 * a dossier, the explorer looks around the candidate's postal code within the default radius and
 * puts the best match first. Null when the URL says what to show already, or the profile offers
 * nothing to start from.
 */
export function candidateStartSearch(
  search: URLSearchParams,
  candidate: { placeId: string | null; matchable: boolean },
): URLSearchParams | null {
  if ([...search.keys()].length > 0) return null;
  const start = new URLSearchParams();
  if (candidate.placeId) {
    start.set('geoId', candidate.placeId);
    start.set('radius', String(DEFAULT_VACANCY_RADIUS_KM));
  }
  if (candidate.matchable) start.set('sort', MATCH_SORT);
  return [...start.keys()].length > 0 ? start : null;
}
