import type { InputParser } from '@koers/server-core/http/route';
import { badRequest } from '@koers/server-core/jsonapi/errors';
import {
  CUSTOM_FIELD_FILTER_ALL,
  DEFAULT_PAGE_SIZE,
  DEFAULT_VACANCY_RADIUS_KM,
  EDUCATION_LEVELS,
  EXPLORER_VACANCY_FACETS,
  EXPLORER_VACANCY_SORTS,
  type ExplorerVacancyFacet,
  type ExplorerVacancySort,
  HOURS_BUCKETS,
  MATCH_SORT,
  MAX_PAGE_SIZE,
  MAX_VACANCY_RADIUS_KM,
  VACANCY_PERIODS,
  type VacancyPeriod,
} from '@koers/shared';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Coordinates = { latitude: number; longitude: number };

/** A candidate's profile to explain the match with (`match[...]`, as the vacancies service takes it). */
export type ExplorerMatchInput = {
  /** The centre of the candidate's postal code (`match[coordinates]=lat,lon`), looked up by the web app. */
  coordinates: Coordinates | null;
  educationLevel: string | null;
  occupationIds: string[];
  occupationCodes: string[];
  hoursMin: number | null;
  hoursMax: number | null;
  experienceYears: number | null;
};

/**
 * The organisation-vacancy explorer's parameters (SPEC §2.2 q, f, period, sort, radius, page;
 * ids, facetNames). The place comes as coordinates (`near=lat,lon`): the web app looks the
 * `geoId` of its URL up at the vacancies service, which the main backend does not reach.
 */
export type ExplorerVacancyQuery = {
  q: string | null;
  filters: Partial<Record<ExplorerVacancyFacet, string[]>>;
  /** Custom-field filters (`cf[<field id>]=value`); the value `all` is ignored (SPEC §5). */
  customFields: Record<string, string>;
  near: Coordinates | null;
  radiusKm: number;
  period: VacancyPeriod;
  sort: ExplorerVacancySort | typeof MATCH_SORT;
  page: { number: number; size: number };
  ids: string[] | null;
  facetNames: ExplorerVacancyFacet[];
  match: ExplorerMatchInput | null;
};

type Raw = Record<string, unknown>;

function single(raw: Raw, key: string): string | undefined {
  const value = raw[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`De parameter ${key} mag maar één keer voorkomen.`, key);
  return value;
}

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** `lat,lon` within the Netherlands' neighbourhood; anything else is a 400 naming the parameter. */
function coordinates(raw: Raw, key: string): Coordinates | null {
  const text = single(raw, key)?.trim();
  if (!text) return null;
  const [lat, lon, ...rest] = text.split(',').map((part) => Number(part.trim()));
  if (
    rest.length > 0 ||
    lat === undefined ||
    lon === undefined ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lon) ||
    Math.abs(lat) > 90 ||
    Math.abs(lon) > 180
  ) {
    throw badRequest(`${key} moet een breedte- en lengtegraad zijn (lat,lon).`, key, 'invalid_location');
  }
  return { latitude: lat, longitude: lon };
}

function validFacetValue(facet: ExplorerVacancyFacet, value: string): boolean {
  switch (facet) {
    case 'occupation':
    case 'organization':
      return UUID.test(value);
    case 'educationLevel':
      return EDUCATION_LEVELS.some((level) => level.code === value);
    case 'hours':
      return HOURS_BUCKETS.some((bucket) => bucket.code === value);
  }
}

const MATCH_KEYS = [
  'coordinates',
  'postalCode',
  'educationLevel',
  'occupations',
  'occupationCodes',
  'hoursMin',
  'hoursMax',
  'experienceYears',
] as const;

/** Reads `match[...]`: null when absent; anything malformed is a 400 naming the parameter. */
function parseMatch(raw: Raw): ExplorerMatchInput | null {
  if (!MATCH_KEYS.some((key) => raw[`match[${key}]`] !== undefined)) return null;
  const text = (key: (typeof MATCH_KEYS)[number]) => single(raw, `match[${key}]`)?.trim() || null;
  const whole = (key: (typeof MATCH_KEYS)[number]) => {
    const value = text(key);
    if (value === null) return null;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 0 || number > 80) {
      throw badRequest(`match[${key}] moet een geheel getal van 0 tot 80 zijn.`, `match[${key}]`);
    }
    return number;
  };
  const educationLevel = text('educationLevel');
  if (educationLevel !== null && !/^[a-z0-9_]{1,50}$/.test(educationLevel)) {
    throw badRequest('match[educationLevel] moet een code van een opleidingsniveau zijn.', 'match[educationLevel]');
  }
  const postalCode = text('postalCode');
  if (postalCode !== null && !/^[1-9]\d{3}$/.test(postalCode)) {
    throw badRequest('match[postalCode] moet een postcode van vier cijfers zijn.', 'match[postalCode]');
  }
  const occupationIds = list(text('occupations') ?? '');
  if (occupationIds.length > 50 || occupationIds.some((id) => !UUID.test(id))) {
    throw badRequest('match[occupations] moet een lijst van hoogstens 50 beroep-id’s zijn.', 'match[occupations]');
  }
  const occupationCodes = list(text('occupationCodes') ?? '');
  if (occupationCodes.length > 50 || occupationCodes.some((code) => code.length > 100)) {
    throw badRequest(
      'match[occupationCodes] moet een lijst van hoogstens 50 beroepcodes zijn.',
      'match[occupationCodes]',
    );
  }
  return {
    coordinates: coordinates(raw, 'match[coordinates]'),
    educationLevel,
    occupationIds: [...new Set(occupationIds.map((id) => id.toLowerCase()))],
    occupationCodes: [...new Set(occupationCodes)],
    hoursMin: whole('hoursMin'),
    hoursMax: whole('hoursMax'),
    experienceYears: whole('experienceYears'),
  };
}

const KNOWN = new Set([
  'q',
  'near',
  'radius',
  'period',
  'sort',
  'page[number]',
  'page[size]',
  'ids',
  'facetNames',
  'user_context_id',
  'requester',
]);

/**
 * Reads the explorer parameters. Anything unknown or malformed is a 400 naming the parameter,
 * so a typo in a client never silently searches for everything.
 */
export function parseExplorerVacancyQuery(raw: Raw): ExplorerVacancyQuery {
  const filters: ExplorerVacancyQuery['filters'] = {};
  const customFields: Record<string, string> = {};
  for (const key of Object.keys(raw)) {
    if (/^match\[[A-Za-z]+\]$/.test(key)) {
      if (!MATCH_KEYS.some((name) => key === `match[${name}]`)) throw badRequest(`Onbekende parameter: ${key}.`, key);
      continue;
    }
    const custom = /^cf\[(.+)\]$/.exec(key);
    if (custom) {
      const fieldId = custom[1] ?? '';
      const value = single(raw, key)?.trim() ?? '';
      if (!UUID.test(fieldId) || value.length > 200) {
        throw badRequest(`Er kan niet gefilterd worden op ${key}.`, key, 'invalid_filter');
      }
      if (value !== '' && value !== CUSTOM_FIELD_FILTER_ALL) customFields[fieldId.toLowerCase()] = value;
      continue;
    }
    const facetKey = /^f\[([A-Za-z]+)\]$/.exec(key);
    if (facetKey) {
      const facet = facetKey[1] as ExplorerVacancyFacet;
      if (!EXPLORER_VACANCY_FACETS.some((entry) => entry.key === facet)) {
        throw badRequest(`Er kan niet gefilterd worden op ${facet}.`, key, 'invalid_filter');
      }
      const values = list(single(raw, key) ?? '');
      for (const value of values) {
        if (!validFacetValue(facet, value))
          throw badRequest(`Onbekende waarde voor ${facet}: ${value}.`, key, 'invalid_filter');
      }
      if (values.length > 0)
        filters[facet] = [...new Set(values.map((value) => (UUID.test(value) ? value.toLowerCase() : value)))];
      continue;
    }
    if (!KNOWN.has(key)) throw badRequest(`Onbekende parameter: ${key}.`, key, 'invalid_parameter');
  }

  const q = single(raw, 'q')?.trim().slice(0, 200) ?? '';
  const near = coordinates(raw, 'near');
  const radiusText = single(raw, 'radius');
  const radiusKm = radiusText === undefined || radiusText === '' ? DEFAULT_VACANCY_RADIUS_KM : Number(radiusText);
  if (!Number.isFinite(radiusKm) || radiusKm <= 0 || radiusKm > MAX_VACANCY_RADIUS_KM) {
    throw badRequest(
      `radius moet een afstand in km zijn, groter dan 0 en hoogstens ${MAX_VACANCY_RADIUS_KM}.`,
      'radius',
      'invalid_radius',
    );
  }
  const period = (single(raw, 'period') || 'all') as VacancyPeriod;
  if (!VACANCY_PERIODS.some((entry) => entry.code === period)) {
    throw badRequest(`Onbekende periode: ${period}.`, 'period', 'invalid_period');
  }
  const match = parseMatch(raw);
  const sortText = single(raw, 'sort') || (q ? 'relevance' : 'newest');
  if (sortText === MATCH_SORT && !match) {
    throw badRequest('Sorteren op passendheid kan alleen met een profiel (match[...]).', 'sort', 'invalid_sort');
  }
  if (sortText !== MATCH_SORT && !EXPLORER_VACANCY_SORTS.some((entry) => entry.code === sortText)) {
    throw badRequest(`Er kan niet gesorteerd worden op ${sortText}.`, 'sort', 'invalid_sort');
  }
  if (sortText === 'distance' && !near) {
    throw badRequest('Sorteren op afstand kan alleen met een locatie (near).', 'sort', 'invalid_sort');
  }
  const pageNumber = Number(single(raw, 'page[number]') || '1');
  const pageSize = Number(single(raw, 'page[size]') || String(DEFAULT_PAGE_SIZE));
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > 10_000) {
    throw badRequest('page[number] moet een positief geheel getal zijn.', 'page[number]');
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badRequest(`page[size] moet tussen 1 en ${MAX_PAGE_SIZE} liggen.`, 'page[size]');
  }
  const idsText = single(raw, 'ids');
  const ids = idsText === undefined ? null : list(idsText);
  if (ids && (ids.length > MAX_PAGE_SIZE || ids.some((id) => !UUID.test(id)))) {
    throw badRequest(`ids moet een lijst van hoogstens ${MAX_PAGE_SIZE} vacature-id’s zijn.`, 'ids');
  }
  const facetNamesText = single(raw, 'facetNames');
  const facetNames =
    facetNamesText === undefined
      ? EXPLORER_VACANCY_FACETS.map((entry) => entry.key)
      : (list(facetNamesText) as ExplorerVacancyFacet[]);
  for (const name of facetNames) {
    if (!EXPLORER_VACANCY_FACETS.some((entry) => entry.key === name))
      throw badRequest(`Onbekend facet: ${name}.`, 'facetNames');
  }
  return {
    q: q || null,
    filters,
    customFields,
    near,
    radiusKm,
    period,
    sort: sortText as ExplorerVacancySort | typeof MATCH_SORT,
    page: { number: pageNumber, size: pageSize },
    ids: ids ? [...new Set(ids.map((id) => id.toLowerCase()))] : null,
    facetNames,
    match,
  };
}

export const explorerVacancyQueryInput: InputParser<ExplorerVacancyQuery> = {
  read: (raw) => parseExplorerVacancyQuery((raw ?? {}) as Raw),
};

/** One vacancy: the place to measure its distance from (`near`) and a profile to match. */
export const explorerVacancyDetailInput: InputParser<{ near: Coordinates | null; match: ExplorerMatchInput | null }> = {
  read(raw) {
    const values = (raw ?? {}) as Raw;
    for (const key of Object.keys(values)) {
      if (key !== 'near' && key !== 'user_context_id' && key !== 'requester' && !/^match\[[A-Za-z]+\]$/.test(key)) {
        throw badRequest(`Onbekende parameter: ${key}.`, key, 'invalid_parameter');
      }
    }
    return { near: coordinates(values, 'near'), match: parseMatch(values) };
  },
};
