import {
  checkMatchKey,
  EXPLORER_PARAMS,
  explorerParams,
  facetFilterParam,
  listParam,
  MATCH_FIELD_KEYS,
  type MatchFields,
  matchParams,
  type RawQuery,
  singleParam,
} from '@koers/server-core/http/explorer-params';
import type { InputParser } from '@koers/server-core/http/route';
import { badRequest } from '@koers/server-core/jsonapi/errors';
import {
  CUSTOM_FIELD_FILTER_ALL,
  EDUCATION_LEVELS,
  EXPLORER_VACANCY_FACETS,
  EXPLORER_VACANCY_SORTS,
  type ExplorerVacancyFacet,
  type ExplorerVacancySort,
  HOURS_BUCKETS,
  type MATCH_SORT,
  type VacancyPeriod,
} from '@koers/shared';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Coordinates = { latitude: number; longitude: number };

/** A candidate's profile to explain the match with (`match[...]`, as the vacancies service takes it). */
export type ExplorerMatchInput = Omit<MatchFields, 'postalCode'> & {
  /** The centre of the candidate's postal code (`match[coordinates]=lat,lon`), looked up by the web app. */
  coordinates: Coordinates | null;
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
  /**
   * The custom fields whose values are counted (`facetNames` entries `cf[<field id>]`, answered
   * under that key in `meta.facets`); null: every custom field of the vacancies found.
   */
  customFieldFacets: string[] | null;
  match: ExplorerMatchInput | null;
};

type Raw = RawQuery;

/** `lat,lon` within the Netherlands' neighbourhood; anything else is a 400 naming the parameter. */
function coordinates(raw: Raw, key: string): Coordinates | null {
  const text = singleParam(raw, key)?.trim();
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
      return UUID.test(value) || /^[A-Za-z0-9._-]{1,100}$/.test(value);
    case 'organization':
      return UUID.test(value);
    case 'educationLevel':
      return EDUCATION_LEVELS.some((level) => level.code === value);
    case 'hours':
      return HOURS_BUCKETS.some((bucket) => bucket.code === value);
  }
}

const MATCH_KEYS = ['coordinates', ...MATCH_FIELD_KEYS] as const;

/** Reads `match[...]`: null when absent; anything malformed is a 400 naming the parameter. */
function parseMatch(raw: Raw): ExplorerMatchInput | null {
  const given = matchParams(raw, MATCH_KEYS);
  if (!given) return null;
  const { postalCode: _postalCode, ...fields } = given;
  return {
    ...fields,
    coordinates: coordinates(raw, 'match[coordinates]'),
    occupationIds: fields.occupationIds.map((id) => id.toLowerCase()),
  };
}

const KNOWN = new Set<string>([...EXPLORER_PARAMS, 'near']);

/**
 * Reads the explorer parameters. Anything unknown or malformed is a 400 naming the parameter,
 * so a typo in a client never silently searches for everything.
 */
export function parseExplorerVacancyQuery(raw: Raw): ExplorerVacancyQuery {
  const filters: ExplorerVacancyQuery['filters'] = {};
  const customFields: Record<string, string> = {};
  for (const key of Object.keys(raw)) {
    if (/^match\[[A-Za-z]+\]$/.test(key)) {
      checkMatchKey(key, MATCH_KEYS);
      continue;
    }
    const custom = /^cf\[(.+)\]$/.exec(key);
    if (custom) {
      const fieldId = custom[1] ?? '';
      const value = singleParam(raw, key)?.trim() ?? '';
      if (!UUID.test(fieldId) || value.length > 200) {
        throw badRequest(`Er kan niet gefilterd worden op ${key}.`, key, 'invalid_filter');
      }
      if (value !== '' && value !== CUSTOM_FIELD_FILTER_ALL) customFields[fieldId.toLowerCase()] = value;
      continue;
    }
    const facetFilter = facetFilterParam(raw, key, EXPLORER_VACANCY_FACETS, validFacetValue);
    if (facetFilter) {
      const { facet, values } = facetFilter;
      if (values.length > 0)
        filters[facet] = [...new Set(values.map((value) => (UUID.test(value) ? value.toLowerCase() : value)))];
      continue;
    }
    if (!KNOWN.has(key)) throw badRequest(`Onbekende parameter: ${key}.`, key, 'invalid_parameter');
  }

  const q = singleParam(raw, 'q')?.trim().slice(0, 200) ?? '';
  const near = coordinates(raw, 'near');
  const { radiusKm, period, match, sort, page, ids } = explorerParams(raw, {
    q,
    place: { param: 'near', given: near !== null },
    // The organisation chose each vacancy's window: without a period, all published ones.
    period: 'all',
    sorts: EXPLORER_VACANCY_SORTS,
    readMatch: parseMatch,
  });
  const facetNamesText = singleParam(raw, 'facetNames');
  const facetNames: ExplorerVacancyFacet[] =
    facetNamesText === undefined ? EXPLORER_VACANCY_FACETS.map((entry) => entry.key) : [];
  const customFieldFacets: string[] | null = facetNamesText === undefined ? null : [];
  for (const name of facetNamesText === undefined ? [] : listParam(facetNamesText)) {
    const fieldId = /^cf\[(.+)\]$/.exec(name)?.[1];
    const facet = EXPLORER_VACANCY_FACETS.find((entry) => entry.key === name)?.key;
    if (fieldId !== undefined && UUID.test(fieldId)) customFieldFacets?.push(fieldId.toLowerCase());
    else if (facet) facetNames.push(facet);
    else throw badRequest(`Onbekend facet: ${name}.`, 'facetNames');
  }
  return {
    q: q || null,
    filters,
    customFields,
    near,
    radiusKm,
    period,
    sort,
    page,
    ids: ids ? [...new Set(ids.map((id) => id.toLowerCase()))] : null,
    facetNames,
    customFieldFacets,
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
