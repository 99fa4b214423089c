import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@koers/shared';
import type { z } from 'zod';
import { badRequest, pointerFor } from './errors';

export type SortField<Field extends string = string> = { field: Field; direction: 'asc' | 'desc' };

export type ListQuerySpec<
  Filters extends Record<string, z.ZodType> = Record<string, z.ZodType>,
  SortKey extends string = string,
> = {
  /** Include paths this endpoint can bring along; any other → 400. */
  include?: readonly string[];
  /** Sortable fields; any other → 400. */
  sort?: readonly SortKey[];
  defaultSort?: readonly SortField<SortKey>[];
  /** Filter keys with the schema their value must match; any other key → 400. */
  filter?: Filters;
  /** Sparse fieldsets: per resource type, the attributes that may be asked for. */
  fields?: Record<string, readonly string[]>;
  defaultPageSize?: number;
  maxPageSize?: number;
};

export type ListQuery<
  Filters extends Record<string, z.ZodType> = Record<string, z.ZodType>,
  SortKey extends string = string,
> = {
  include: Set<string>;
  sort: SortField<SortKey>[];
  filter: { [K in keyof Filters]?: z.infer<Filters[K]> };
  fields: Record<string, Set<string>>;
  page: { number: number; size: number; offset: number };
  /** `_count`: the caller wants `meta.count`. */
  count: boolean;
  /** `_q`: free-text search term, trimmed; undefined when empty. */
  q: string | undefined;
};

type RawQuery = Record<string, unknown>;

function single(raw: RawQuery, key: string): string | undefined {
  const value = raw[key];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) throw badRequest(`De parameter ${key} mag maar één keer voorkomen.`, key);
  if (typeof value !== 'string') throw badRequest(`De parameter ${key} is ongeldig.`, key);
  return value;
}

function positiveInteger(raw: RawQuery, key: string, fallback: number, max: number): number {
  const value = single(raw, key);
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw badRequest(`De parameter ${key} moet een positief geheel getal zijn.`, key);
  }
  const parsed = Number(value);
  if (parsed > max) throw badRequest(`De parameter ${key} mag hoogstens ${max} zijn.`, key);
  return parsed;
}

function bracketKey(key: string, prefix: string): string | null {
  if (!key.startsWith(`${prefix}[`) || !key.endsWith(']')) return null;
  return key.slice(prefix.length + 1, -1);
}

function truthyFlag(raw: RawQuery, key: string): boolean {
  const value = single(raw, key);
  if (value === undefined) return false;
  if (['', 'true', '1'].includes(value)) return true;
  if (['false', '0'].includes(value)) return false;
  throw badRequest(`De parameter ${key} moet true of false zijn.`, key);
}

/**
 * Reads the JSON:API list parameters (include, fields, filter, sort, page) and the spec's
 * `_count` and `_q`. Unknown includes, sort fields and filters are a 400, so a typo in a
 * client never silently returns everything.
 */
export function parseListQuery<Filters extends Record<string, z.ZodType>, SortKey extends string>(
  raw: RawQuery,
  spec: ListQuerySpec<Filters, SortKey>,
): ListQuery<Filters, SortKey> {
  const maxPageSize = spec.maxPageSize ?? MAX_PAGE_SIZE;
  const size = positiveInteger(raw, 'page[size]', spec.defaultPageSize ?? DEFAULT_PAGE_SIZE, maxPageSize);
  const number = positiveInteger(raw, 'page[number]', 1, 1_000_000);

  const include = new Set<string>();
  const includeValue = single(raw, 'include');
  if (includeValue) {
    for (const path of includeValue
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      if (!spec.include?.includes(path)) throw badRequest(`Onbekende include: ${path}.`, 'include', 'invalid_include');
      include.add(path);
    }
  }

  const sort: SortField<SortKey>[] = [];
  const sortValue = single(raw, 'sort');
  if (sortValue) {
    for (const part of sortValue
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const direction = part.startsWith('-') ? 'desc' : 'asc';
      const field = part.replace(/^-/, '') as SortKey;
      if (!spec.sort?.includes(field))
        throw badRequest(`Er kan niet gesorteerd worden op ${field}.`, 'sort', 'invalid_sort');
      sort.push({ field, direction });
    }
  }

  const filter: Record<string, unknown> = {};
  const fields: Record<string, Set<string>> = {};
  for (const key of Object.keys(raw)) {
    const filterKey = bracketKey(key, 'filter');
    if (filterKey !== null) {
      const schema = spec.filter?.[filterKey];
      if (!schema) throw badRequest(`Er kan niet gefilterd worden op ${filterKey}.`, key, 'invalid_filter');
      const parsed = schema.safeParse(single(raw, key));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(
          `Ongeldige waarde voor ${key}: ${issue?.message ?? 'onbekend'}`,
          pointerFor(key, issue?.path ?? []).replace(/\/$/, ''),
          'invalid_filter',
        );
      }
      filter[filterKey] = parsed.data;
      continue;
    }
    const fieldsType = bracketKey(key, 'fields');
    if (fieldsType !== null) {
      const allowed = spec.fields?.[fieldsType];
      if (!allowed) throw badRequest(`Onbekend type in ${key}.`, key, 'invalid_fields');
      const requested = (single(raw, key) ?? '')
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean);
      for (const field of requested) {
        if (!allowed.includes(field)) throw badRequest(`Onbekend veld ${field} in ${key}.`, key, 'invalid_fields');
      }
      fields[fieldsType] = new Set(requested);
    }
  }

  const q = single(raw, '_q')?.trim();
  return {
    include,
    sort: sort.length > 0 ? sort : [...(spec.defaultSort ?? [])],
    filter: filter as ListQuery<Filters, SortKey>['filter'],
    fields,
    page: { number, size, offset: (number - 1) * size },
    count: truthyFlag(raw, '_count'),
    q: q === '' ? undefined : q,
  };
}

/** Applies a sparse fieldset to attributes, when the caller asked for one. */
export function pickFields(
  type: string,
  attributes: Record<string, unknown>,
  fields: Record<string, Set<string>>,
): Record<string, unknown> {
  const wanted = fields[type];
  if (!wanted) return attributes;
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => wanted.has(key)));
}
