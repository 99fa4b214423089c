import { normalizeText } from '../../../lib/text';
import type { GeoLocation } from '../../places/geocoder';
import type { NormalizedPosting } from './normalize-posting';

/** A posting ready to be written: normalised, geocoded and classified. */
export type PreparedRecord = {
  line: number;
  posting: NormalizedPosting;
  location: GeoLocation;
  jobTitleId: string | null;
  professionCode: string | null;
  dedupBlock: string;
};

/** Reposts are searched among vacancies of the same employer in the same place. */
export function dedupBlockOf(posting: NormalizedPosting, location: GeoLocation): string {
  const place = normalizeText(location.city ?? posting.address.city ?? '') || '-';
  return `${posting.employer.searchName}|${place}`;
}

/** Two postings of one block are the same job when posted this close together… */
export const REPOST_WINDOW_DAYS = 45;
/**
 * …and their titles reduce to the same key, or both are the same occupation and their texts
 * differ in at most this many SimHash bits, or the texts are near-identical whatever the title.
 */
export const REPOST_MAX_SIMHASH_DISTANCE = 10;
export const REPOST_MAX_SIMHASH_DISTANCE_ANY_TITLE = 3;
