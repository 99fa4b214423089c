import { DEFAULT_VACANCY_PERIOD, DEFAULT_VACANCY_RADIUS_KM } from '@koers/shared/constants';
import { CUSTOM_FIELD_FILTER_ALL } from '@koers/shared/explorer-vacancies';
import type { ComponentConfiguration, ExplorerConfiguration } from '@koers/shared/explorers';

/**
 * The explorer's state lives in the URL (SPEC §2.2: f, q, geoId, period, sort, radius, page,
 * and facetNames, organizationCocNumber, ids), so every view has a link and Back works. A facet
 * is `f[name]=a,b`; a facet key present but empty means "chosen: nothing" (its defaults off).
 */
export type ExplorerParams = {
  q: string;
  /** Chosen values per facet, defaults of the configuration applied. */
  filters: Record<string, string[]>;
  /**
   * The chosen value per custom field of the configuration's `custom_field` components
   * (`f[<field id>]=value`; absent or `all`: any value).
   */
  customFields: Record<string, string>;
  geoId: string | null;
  radius: number;
  period: string;
  sort: string;
  page: number;
};

/** Parameters passed through to the vacancies service as they are (links from elsewhere). */
const PASSED_THROUGH = ['facetNames', 'organizationCocNumber', 'ids'] as const;

const camel = (key: string) => key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * SPEC §2.2: underscore query keys are converted to camel case (`geo_id` → `geoId`). Returns the
 * converted parameters, or null when nothing had to change.
 */
export function camelCaseSearch(search: URLSearchParams): URLSearchParams | null {
  let changed = false;
  const next = new URLSearchParams();
  for (const [key, value] of search) {
    const converted = key.startsWith('f[') ? key : camel(key);
    if (converted !== key) changed = true;
    next.append(converted, value);
  }
  return changed ? next : null;
}

export function componentsOf(configuration: ExplorerConfiguration | undefined, code: string): ComponentConfiguration[] {
  return (configuration?.componentConfigurations ?? []).filter((component) => component.code === code);
}

function defaultOf(component: ComponentConfiguration | undefined, key: 'periodFilters' | 'sortingOptions') {
  return component?.settings[key]?.find((choice) => choice.default)?.value ?? null;
}

const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** Reads the explorer's state from the URL, with the defaults of its configuration. */
export function readExplorerParams(search: URLSearchParams, index: ExplorerConfiguration | undefined): ExplorerParams {
  const filters: Record<string, string[]> = {};
  for (const facet of componentsOf(index, 'facet')) {
    const name = facet.settings.facetName;
    if (!name) continue;
    const raw = search.get(`f[${name}]`);
    if (raw !== null) filters[name] = list(raw);
    else {
      const defaults = (facet.settings.filters ?? []).filter((filter) => filter.default).map((filter) => filter.value);
      if (defaults.length > 0) filters[name] = defaults;
    }
  }
  const customFields: Record<string, string> = {};
  for (const component of componentsOf(index, 'custom_field')) {
    const fieldId = component.settings.customFieldId;
    const value = fieldId ? search.get(`f[${fieldId}]`)?.trim() : undefined;
    if (fieldId && value && value !== CUSTOM_FIELD_FILTER_ALL) customFields[fieldId] = value;
  }
  const q = search.get('q') ?? '';
  const radius = Number(search.get('radius'));
  const page = Number(search.get('page'));
  return {
    q,
    filters,
    customFields,
    geoId: search.get('geoId') || null,
    radius: Number.isFinite(radius) && radius > 0 ? radius : DEFAULT_VACANCY_RADIUS_KM,
    period:
      search.get('period') || defaultOf(componentsOf(index, 'period')[0], 'periodFilters') || DEFAULT_VACANCY_PERIOD,
    sort:
      search.get('sort') ||
      (q.trim() ? 'relevance' : defaultOf(componentsOf(index, 'sorting')[0], 'sortingOptions') || 'newest'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The vacancies service's query for this state (SPEC §7 external_vacancies). */
export function searchQuery(params: ExplorerParams, search: URLSearchParams, pageSize: number): Record<string, string> {
  const query: Record<string, string> = {
    period: params.period,
    sort: params.sort === 'distance' && !params.geoId ? 'newest' : params.sort,
    'page[number]': String(params.page),
    'page[size]': String(pageSize),
  };
  if (params.q.trim()) query.q = params.q.trim();
  if (params.geoId) {
    query.geoId = params.geoId;
    query.radius = String(params.radius);
  }
  for (const [name, values] of Object.entries(params.filters)) {
    if (values.length > 0) query[`f[${name}]`] = values.join(',');
  }
  for (const key of PASSED_THROUGH) {
    const value = search.get(key);
    if (value !== null) query[key] = value;
  }
  return query;
}

/**
 * The URL after a change: `null` removes a parameter. Any change but the page itself goes back
 * to page 1.
 */
export function changeSearch(search: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/**
 * The main backend's query for the organisation's own vacancies (SPEC §7 explorer_vacancies): the
 * same state, with the place as `near=lat,lon` (looked up from `geoId` at the vacancies service)
 * and the custom fields as `cf[<field id>]`.
 */
export function internalSearchQuery(
  params: ExplorerParams,
  near: string | null,
  pageSize: number,
): Record<string, string> {
  const query: Record<string, string> = {
    period: params.period,
    sort: params.sort === 'distance' && !near ? 'newest' : params.sort,
    'page[number]': String(params.page),
    'page[size]': String(pageSize),
  };
  if (params.q.trim()) query.q = params.q.trim();
  if (near) {
    query.near = near;
    query.radius = String(params.radius);
  }
  for (const [name, values] of Object.entries(params.filters)) {
    if (values.length > 0) query[`f[${name}]`] = values.join(',');
  }
  for (const [fieldId, value] of Object.entries(params.customFields)) query[`cf[${fieldId}]`] = value;
  return query;
}
