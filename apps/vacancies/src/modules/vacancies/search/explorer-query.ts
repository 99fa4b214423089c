import { badRequest } from '@koers/server-core/jsonapi/errors';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_VACANCY_PERIOD,
  DEFAULT_VACANCY_RADIUS_KM,
  MATCH_SORT,
  MAX_PAGE_SIZE,
  MAX_VACANCY_RADIUS_KM,
  VACANCY_FACETS,
  VACANCY_PERIODS,
  VACANCY_SORTS,
  type VacancyFacet,
  type VacancyPeriod,
  type VacancySort,
} from '@koers/shared';
import { FACETS } from './facets.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The explorer parameters of SPEC §7 (q, f, geoId, radius, period, sort, page), validated. */
export type ExplorerQuery = {
  q: string | null;
  filters: Partial<Record<VacancyFacet, string[]>>;
  geoId: string | null;
  radiusKm: number;
  period: VacancyPeriod;
  sort: VacancySort | typeof MATCH_SORT;
  page: { number: number; size: number };
  ids: string[] | null;
  organizationCocNumber: string | null;
  /** Facets to count; all by default, none with `facetNames=` empty. */
  facetNames: VacancyFacet[];
  /** A candidate's profile to explain the match with (`match[...]`); `sort=match` orders by it. */
  match: MatchInput | null;
};

/** The profile fields of `match[...]` (see `MatchProfile` in packages/shared); occupations by id or by code. */
export type MatchInput = {
  postalCode: string | null;
  educationLevel: string | null;
  occupationIds: string[];
  occupationCodes: string[];
  hoursMin: number | null;
  hoursMax: number | null;
  experienceYears: number | null;
};

const MATCH_KEYS = [
  'postalCode',
  'educationLevel',
  'occupations',
  'occupationCodes',
  'hoursMin',
  'hoursMax',
  'experienceYears',
] as const;

/** Reads `match[...]`: null when absent; anything malformed is a 400 naming the parameter. */
export function parseMatchInput(raw: Raw): MatchInput | null {
  const present = MATCH_KEYS.filter((key) => raw[`match[${key}]`] !== undefined);
  if (present.length === 0) return null;
  const text = (key: (typeof MATCH_KEYS)[number]) => single(raw, `match[${key}]`)?.trim() || null;
  const whole = (key: (typeof MATCH_KEYS)[number], max: number) => {
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
    postalCode,
    educationLevel,
    occupationIds: [...new Set(occupationIds)],
    occupationCodes: [...new Set(occupationCodes)],
    hoursMin: whole('hoursMin', 80),
    hoursMax: whole('hoursMax', 80),
    experienceYears: whole('experienceYears', 80),
  };
}

type Raw = Record<string, unknown>;

function single(raw: Raw, key: string): string | undefined {
  const value = raw[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`De parameter ${key} mag maar één keer voorkomen.`, key);
  return value;
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const KNOWN = new Set([
  'q',
  'geoId',
  'radius',
  'period',
  'sort',
  'page[number]',
  'page[size]',
  'ids',
  'organizationCocNumber',
  'facetNames',
  'user_context_id',
  'requester',
]);

/** Values a facet accepts: its known codes, or ids for occupations and organisations. */
function validFacetValue(facet: VacancyFacet, value: string): boolean {
  const definition = FACETS.find((entry) => entry.key === facet);
  if (!definition) return false;
  if (definition.labels === null) return UUID.test(value);
  return Object.hasOwn(definition.labels, value);
}

/**
 * Reads the explorer parameters. Anything unknown or malformed is a 400 naming the parameter,
 * so a typo in a client never silently searches for everything.
 */
export function parseExplorerQuery(raw: Raw): ExplorerQuery {
  const filters: ExplorerQuery['filters'] = {};
  for (const key of Object.keys(raw)) {
    if (/^match\[[A-Za-z]+\]$/.test(key)) {
      if (!MATCH_KEYS.some((name) => key === `match[${name}]`)) {
        throw badRequest(`Onbekende parameter: ${key}.`, key, 'invalid_parameter');
      }
      continue;
    }
    const facetMatch = /^f\[([A-Za-z]+)\]$/.exec(key);
    if (facetMatch) {
      const facet = facetMatch[1] as VacancyFacet;
      if (!VACANCY_FACETS.some((entry) => entry.key === facet)) {
        throw badRequest(`Er kan niet gefilterd worden op ${facet}.`, key, 'invalid_filter');
      }
      const values = list(single(raw, key) ?? '');
      for (const value of values) {
        if (!validFacetValue(facet, value))
          throw badRequest(`Onbekende waarde voor ${facet}: ${value}.`, key, 'invalid_filter');
      }
      if (values.length > 0) filters[facet] = [...new Set(values)];
      continue;
    }
    if (!KNOWN.has(key)) throw badRequest(`Onbekende parameter: ${key}.`, key, 'invalid_parameter');
  }

  const q = single(raw, 'q')?.slice(0, 200) ?? '';
  const geoId = single(raw, 'geoId')?.trim() || null;
  if (geoId !== null && !/^[1-9]\d{3}$/.test(geoId) && !/^[a-z0-9-]{2,80}$/.test(geoId)) {
    throw badRequest('geoId moet een postcode van vier cijfers of een plaats-id zijn.', 'geoId', 'invalid_location');
  }
  const radiusText = single(raw, 'radius');
  const radiusKm = radiusText === undefined || radiusText === '' ? DEFAULT_VACANCY_RADIUS_KM : Number(radiusText);
  if (!Number.isFinite(radiusKm) || radiusKm <= 0 || radiusKm > MAX_VACANCY_RADIUS_KM) {
    throw badRequest(
      `radius moet een afstand in km zijn, groter dan 0 en hoogstens ${MAX_VACANCY_RADIUS_KM}.`,
      'radius',
      'invalid_radius',
    );
  }
  const period = (single(raw, 'period') || DEFAULT_VACANCY_PERIOD) as VacancyPeriod;
  if (!VACANCY_PERIODS.some((entry) => entry.code === period)) {
    throw badRequest(`Onbekende periode: ${period}.`, 'period', 'invalid_period');
  }
  const match = parseMatchInput(raw);
  const sortText = single(raw, 'sort') || (q.trim() ? 'relevance' : 'newest');
  if (sortText === MATCH_SORT && !match) {
    throw badRequest('Sorteren op passendheid kan alleen met een profiel (match[...]).', 'sort', 'invalid_sort');
  }
  if (sortText !== MATCH_SORT && !VACANCY_SORTS.some((entry) => entry.code === sortText)) {
    throw badRequest(`Er kan niet gesorteerd worden op ${sortText}.`, 'sort', 'invalid_sort');
  }
  const sort = sortText as VacancySort | typeof MATCH_SORT;
  if (sort === 'distance' && !geoId) {
    throw badRequest('Sorteren op afstand kan alleen met een locatie (geoId).', 'sort', 'invalid_sort');
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
  if (ids && (ids.length > 100 || ids.some((id) => !UUID.test(id)))) {
    throw badRequest('ids moet een lijst van hoogstens 100 vacature-id’s zijn.', 'ids');
  }
  const cocText = single(raw, 'organizationCocNumber')?.trim() || null;
  if (cocText !== null && !/^\d{8}$/.test(cocText)) {
    throw badRequest('organizationCocNumber moet een KvK-nummer van acht cijfers zijn.', 'organizationCocNumber');
  }
  const facetNamesText = single(raw, 'facetNames');
  const facetNames =
    facetNamesText === undefined ? VACANCY_FACETS.map((entry) => entry.key) : (list(facetNamesText) as VacancyFacet[]);
  for (const name of facetNames) {
    if (!VACANCY_FACETS.some((entry) => entry.key === name)) throw badRequest(`Onbekend facet: ${name}.`, 'facetNames');
  }
  return {
    q: q.trim() ? q : null,
    filters,
    geoId,
    radiusKm,
    period,
    sort,
    page: { number: pageNumber, size: pageSize },
    ids,
    organizationCocNumber: cocText,
    facetNames,
    match,
  };
}
