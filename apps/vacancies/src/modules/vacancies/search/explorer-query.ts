import {
  checkMatchKey,
  EXPLORER_PARAMS,
  explorerParams,
  facetFilterParam,
  facetNamesParam,
  type MatchFields,
  matchParams,
  type RawQuery,
  singleParam,
} from '@koers/server-core/http/explorer-params';
import { badRequest } from '@koers/server-core/jsonapi/errors';
import {
  DEFAULT_VACANCY_PERIOD,
  type MATCH_SORT,
  VACANCY_FACETS,
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
export type MatchInput = MatchFields;

/** Reads `match[...]`: null when absent; anything malformed is a 400 naming the parameter. */
export function parseMatchInput(raw: RawQuery): MatchInput | null {
  return matchParams(raw);
}

const KNOWN = new Set<string>([...EXPLORER_PARAMS, 'geoId', 'organizationCocNumber']);

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
export function parseExplorerQuery(raw: RawQuery): ExplorerQuery {
  const filters: ExplorerQuery['filters'] = {};
  for (const key of Object.keys(raw)) {
    if (/^match\[[A-Za-z]+\]$/.test(key)) {
      checkMatchKey(key);
      continue;
    }
    const facetFilter = facetFilterParam(raw, key, VACANCY_FACETS, validFacetValue);
    if (facetFilter) {
      if (facetFilter.values.length > 0) filters[facetFilter.facet] = [...new Set(facetFilter.values)];
      continue;
    }
    if (!KNOWN.has(key)) throw badRequest(`Onbekende parameter: ${key}.`, key, 'invalid_parameter');
  }

  const q = singleParam(raw, 'q')?.slice(0, 200) ?? '';
  const geoId = singleParam(raw, 'geoId')?.trim() || null;
  if (geoId !== null && !/^[1-9]\d{3}$/.test(geoId) && !/^[a-z0-9-]{2,80}$/.test(geoId)) {
    throw badRequest('geoId moet een postcode van vier cijfers of een plaats-id zijn.', 'geoId', 'invalid_location');
  }
  const { radiusKm, period, match, sort, page, ids } = explorerParams(raw, {
    q,
    place: { param: 'geoId', given: geoId !== null },
    period: DEFAULT_VACANCY_PERIOD,
    sorts: VACANCY_SORTS,
    readMatch: parseMatchInput,
  });
  const cocText = singleParam(raw, 'organizationCocNumber')?.trim() || null;
  if (cocText !== null && !/^\d{8}$/.test(cocText)) {
    throw badRequest('organizationCocNumber moet een KvK-nummer van acht cijfers zijn.', 'organizationCocNumber');
  }
  const facetNames = facetNamesParam(raw, VACANCY_FACETS);
  return {
    q: q.trim() ? q : null,
    filters,
    geoId,
    radiusKm,
    period,
    sort,
    page,
    ids,
    organizationCocNumber: cocText,
    facetNames,
    match,
  };
}
