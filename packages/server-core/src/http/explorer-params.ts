import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_VACANCY_RADIUS_KM,
  INTEREST_CODE,
  MATCH_SORT,
  MAX_PAGE_SIZE,
  MAX_VACANCY_RADIUS_KM,
  VACANCY_PERIODS,
  type VacancyPeriod,
} from '@koers/shared';
import { badRequest } from '../jsonapi/errors';

/**
 * The explorer parameters both backends read (SPEC §2.2, §7: q, radius, period, page, ids, and a
 * candidate's `match[...]`): the vacancies service for internet vacancies, the main backend for
 * the organisation's own. Anything malformed is a 400 naming the parameter.
 */
export type RawQuery = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A parameter given once (a repeated one is a 400). */
export function singleParam(raw: RawQuery, key: string): string | undefined {
  const value = raw[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`De parameter ${key} mag maar één keer voorkomen.`, key);
  return value;
}

/** A comma-separated list, trimmed, without empty items. */
export function listParam(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** `radius` in km: the default when absent, else above 0 and at most the largest radius. */
export function radiusParam(raw: RawQuery): number {
  const text = singleParam(raw, 'radius');
  const radiusKm = text === undefined || text === '' ? DEFAULT_VACANCY_RADIUS_KM : Number(text);
  if (!Number.isFinite(radiusKm) || radiusKm <= 0 || radiusKm > MAX_VACANCY_RADIUS_KM) {
    throw badRequest(
      `radius moet een afstand in km zijn, groter dan 0 en hoogstens ${MAX_VACANCY_RADIUS_KM}.`,
      'radius',
      'invalid_radius',
    );
  }
  return radiusKm;
}

/** `period`, one of the search periods (`fallback` when absent). */
export function periodParam(raw: RawQuery, fallback: VacancyPeriod): VacancyPeriod {
  const period = (singleParam(raw, 'period') || fallback) as VacancyPeriod;
  if (!VACANCY_PERIODS.some((entry) => entry.code === period)) {
    throw badRequest(`Onbekende periode: ${period}.`, 'period', 'invalid_period');
  }
  return period;
}

/** `page[number]` and `page[size]` (default 20, at most 100). */
export function pageParams(raw: RawQuery): { number: number; size: number } {
  const number = Number(singleParam(raw, 'page[number]') || '1');
  const size = Number(singleParam(raw, 'page[size]') || String(DEFAULT_PAGE_SIZE));
  if (!Number.isInteger(number) || number < 1 || number > 10_000) {
    throw badRequest('page[number] moet een positief geheel getal zijn.', 'page[number]');
  }
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badRequest(`page[size] moet tussen 1 en ${MAX_PAGE_SIZE} liggen.`, 'page[size]');
  }
  return { number, size };
}

/** `ids`: at most 100 vacancy ids (null when absent). */
export function idsParam(raw: RawQuery): string[] | null {
  const text = singleParam(raw, 'ids');
  const ids = text === undefined ? null : listParam(text);
  if (ids && (ids.length > 100 || ids.some((id) => !UUID.test(id)))) {
    throw badRequest('ids moet een lijst van hoogstens 100 vacature-id’s zijn.', 'ids');
  }
  return ids;
}

/** The profile fields of `match[...]` both backends read (see `MatchProfile` in packages/shared). */
export type MatchFields = {
  postalCode: string | null;
  educationLevel: string | null;
  occupationIds: string[];
  occupationCodes: string[];
  hoursMin: number | null;
  hoursMax: number | null;
  experienceYears: number | null;
  /** The Holland code the candidate took over from the interest test (e.g. `SAR`). */
  interestCode: string | null;
};

export const MATCH_FIELD_KEYS = [
  'postalCode',
  'educationLevel',
  'occupations',
  'occupationCodes',
  'hoursMin',
  'hoursMax',
  'experienceYears',
  'interestCode',
] as const;

/**
 * The profile fields of `match[...]` when some parameter of these keys is there (an explorer may
 * read more keys than the profile fields), else null; anything malformed is a 400 naming it.
 */
export function matchParams(raw: RawQuery, keys: readonly string[] = MATCH_FIELD_KEYS): MatchFields | null {
  return keys.some((key) => raw[`match[${key}]`] !== undefined) ? matchFields(raw) : null;
}

/** An unknown `match[...]` key is a 400. */
export function checkMatchKey(key: string, keys: readonly string[] = MATCH_FIELD_KEYS): void {
  if (!keys.some((name) => key === `match[${name}]`)) {
    throw badRequest(`Onbekende parameter: ${key}.`, key, 'invalid_parameter');
  }
}

/** Reads the profile fields of `match[...]`; anything malformed is a 400 naming the parameter. */
function matchFields(raw: RawQuery): MatchFields {
  const text = (key: (typeof MATCH_FIELD_KEYS)[number]) => singleParam(raw, `match[${key}]`)?.trim() || null;
  const whole = (key: (typeof MATCH_FIELD_KEYS)[number], max: number) => {
    const value = text(key);
    if (value === null) return null;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 0 || number > max) {
      throw badRequest(`match[${key}] moet een geheel getal van 0 tot ${max} zijn.`, `match[${key}]`);
    }
    return number;
  };
  const postalCode = text('postalCode');
  if (postalCode !== null && !/^[1-9]\d{3}$/.test(postalCode)) {
    throw badRequest('match[postalCode] moet een postcode van vier cijfers zijn.', 'match[postalCode]');
  }
  const educationLevel = text('educationLevel');
  if (educationLevel !== null && !/^[a-z0-9_]{1,50}$/.test(educationLevel)) {
    throw badRequest('match[educationLevel] moet een code van een opleidingsniveau zijn.', 'match[educationLevel]');
  }
  const occupationIds = listParam(text('occupations') ?? '');
  if (occupationIds.length > 50 || occupationIds.some((id) => !UUID.test(id))) {
    throw badRequest('match[occupations] moet een lijst van hoogstens 50 beroep-id’s zijn.', 'match[occupations]');
  }
  const occupationCodes = listParam(text('occupationCodes') ?? '');
  if (occupationCodes.length > 50 || occupationCodes.some((code) => code.length > 100)) {
    throw badRequest(
      'match[occupationCodes] moet een lijst van hoogstens 50 beroepcodes zijn.',
      'match[occupationCodes]',
    );
  }
  const interestCode = text('interestCode');
  if (interestCode !== null && !INTEREST_CODE.test(interestCode)) {
    throw badRequest(
      'match[interestCode] moet een interessecode van één tot drie verschillende letters uit RIASEC zijn.',
      'match[interestCode]',
    );
  }
  return {
    postalCode,
    educationLevel,
    interestCode,
    occupationIds: [...new Set(occupationIds)],
    occupationCodes: [...new Set(occupationCodes)],
    hoursMin: whole('hoursMin', 80),
    hoursMax: whole('hoursMax', 80),
    experienceYears: whole('experienceYears', 80),
  };
}

/**
 * `f[<facet>]=a,b`: the facet and its values when `key` is one (null when it is not); a facet
 * not among `facets`, or a value it does not accept, is a 400 naming the parameter.
 */
export function facetFilterParam<Facet extends string>(
  raw: RawQuery,
  key: string,
  facets: ReadonlyArray<{ key: Facet }>,
  accepts: (facet: Facet, value: string) => boolean,
): { facet: Facet; values: string[] } | null {
  const facetKey = /^f\[([A-Za-z]+)\]$/.exec(key);
  if (!facetKey) return null;
  const facet = facetKey[1] as Facet;
  if (!facets.some((entry) => entry.key === facet)) {
    throw badRequest(`Er kan niet gefilterd worden op ${facet}.`, key, 'invalid_filter');
  }
  const values = listParam(singleParam(raw, key) ?? '');
  for (const value of values) {
    if (!accepts(facet, value)) throw badRequest(`Onbekende waarde voor ${facet}: ${value}.`, key, 'invalid_filter');
  }
  return { facet, values };
}

/**
 * `sort`: one of `sorts`, or `match` with a profile to match; by relevance when there are words,
 * else newest first. Distance needs a place, named by `placeParam` in the 400.
 */
export function sortParam<Sort extends string>(
  raw: RawQuery,
  sorts: ReadonlyArray<{ code: Sort }>,
  given: { words: boolean; match: boolean; place: boolean; placeParam: string },
): Sort | typeof MATCH_SORT {
  const sortText = singleParam(raw, 'sort') || (given.words ? 'relevance' : 'newest');
  if (sortText === MATCH_SORT && !given.match) {
    throw badRequest('Sorteren op passendheid kan alleen met een profiel (match[...]).', 'sort', 'invalid_sort');
  }
  if (sortText !== MATCH_SORT && !sorts.some((entry) => entry.code === sortText)) {
    throw badRequest(`Er kan niet gesorteerd worden op ${sortText}.`, 'sort', 'invalid_sort');
  }
  if (sortText === 'distance' && !given.place) {
    throw badRequest(`Sorteren op afstand kan alleen met een locatie (${given.placeParam}).`, 'sort', 'invalid_sort');
  }
  return sortText as Sort | typeof MATCH_SORT;
}

/** `facetNames`: the facets to count, all when absent, none when empty; an unknown one is a 400. */
export function facetNamesParam<Facet extends string>(raw: RawQuery, facets: ReadonlyArray<{ key: Facet }>): Facet[] {
  const text = singleParam(raw, 'facetNames');
  const names = text === undefined ? facets.map((entry) => entry.key) : (listParam(text) as Facet[]);
  for (const name of names) {
    if (!facets.some((entry) => entry.key === name)) throw badRequest(`Onbekend facet: ${name}.`, 'facetNames');
  }
  return names;
}

/** The parameters every explorer knows besides its place and filters (`user_context_id`, `requester`: dossier mode). */
export const EXPLORER_PARAMS = [
  'q',
  'radius',
  'period',
  'sort',
  'page[number]',
  'page[size]',
  'ids',
  'facetNames',
  'user_context_id',
  'requester',
] as const;

/**
 * What every explorer reads alike, in this order (the first malformed one is the 400): radius,
 * period (`period` when absent), the candidate's `match[...]` as `readMatch` reads it, sort (by
 * relevance when `q` has words, by match, or by distance from the place named `place.param`),
 * page and ids.
 */
export function explorerParams<Sort extends string, Match>(
  raw: RawQuery,
  options: {
    q: string;
    place: { param: string; given: boolean };
    period: VacancyPeriod;
    sorts: ReadonlyArray<{ code: Sort }>;
    readMatch: (raw: RawQuery) => Match | null;
  },
) {
  const radiusKm = radiusParam(raw);
  const period = periodParam(raw, options.period);
  const match = options.readMatch(raw);
  const sort = sortParam(raw, options.sorts, {
    words: options.q.trim() !== '',
    match: match !== null,
    place: options.place.given,
    placeParam: options.place.param,
  });
  return { radiusKm, period, match, sort, page: pageParams(raw), ids: idsParam(raw) };
}
