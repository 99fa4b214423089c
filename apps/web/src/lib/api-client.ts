/**
 * The one way the web app talks to both backends: JSON:API documents, the frontend host
 * header and the chosen user context on every call (SPEC §7), errors as `ApiError`.
 */

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

export type ResourceIdentifier = { type: string; id: string };
export type ApiResource<Attributes = Record<string, unknown>> = {
  type: string;
  id: string;
  attributes: Attributes;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
  meta?: Record<string, unknown>;
  links?: Record<string, string>;
};
export type ApiDocument<Data = ApiResource | ApiResource[] | null> = {
  data: Data;
  included?: ApiResource[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
};

export type ApiErrorObject = {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
};

/** A failed call: the HTTP status and the server's JSON:API errors (status 0: no answer at all). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorObject[];

  constructor(status: number, errors: ApiErrorObject[]) {
    super(errors[0]?.detail ?? `Verzoek mislukt (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  get code(): string | undefined {
    return this.errors[0]?.code;
  }

  /** Field errors by attribute path (`/data/attributes/address/city` → `address.city`), for react-hook-form. */
  fieldErrors(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const error of this.errors) {
      const pointer = error.source?.pointer;
      if (!pointer?.startsWith('/data/attributes/')) continue;
      const field = pointer.slice('/data/attributes/'.length).split('/').join('.');
      if (field && !(field in result)) result[field] = error.detail ?? '';
    }
    return result;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type ClientState = {
  baseUrls: { main: string; vacancies: string };
  userContextId: string | null;
};

const state: ClientState = {
  baseUrls: { main: '/api/v1', vacancies: '/vacancies/api/v1' },
  userContextId: null,
};

/** Base URLs as the server's config endpoint announces them. */
export function configureApiBaseUrls(urls: { main: string; vacancies: string }): void {
  state.baseUrls = { main: urls.main.replace(/\/$/, ''), vacancies: urls.vacancies.replace(/\/$/, '') };
}

/** The user context every following call is made in (null: none chosen yet). */
export function setRequestUserContext(userContextId: string | null): void {
  state.userContextId = userContextId;
}

export function requestUserContext(): string | null {
  return state.userContextId;
}

export type QueryValue = string | number | boolean | null | undefined;
export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Query parameters; nested objects become `filter[key]=value`. */
  query?: Record<string, QueryValue | Record<string, QueryValue>>;
  body?: unknown;
  service?: 'main' | 'vacancies';
  signal?: AbortSignal;
};

export function buildQueryString(query: ApiRequestOptions['query'] = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value)) {
        if (innerValue !== undefined && innerValue !== null) params.set(`${key}[${inner}]`, String(innerValue));
      }
    } else if (value !== undefined && value !== null) {
      params.set(key, String(value));
    }
  }
  return params;
}

/**
 * The address of a call in the chosen user context: what `apiRequest` fetches, and what a link
 * opens (a CSV download, say).
 */
export function apiUrl(path: string, options: Pick<ApiRequestOptions, 'query' | 'service'> = {}): string {
  const base = state.baseUrls[options.service ?? 'main'];
  const params = buildQueryString(options.query);
  if (state.userContextId && !params.has('user_context_id')) params.set('user_context_id', state.userContextId);
  const search = params.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

/** Sends one JSON:API request and returns the decoded document (null for 204). */
export async function apiRequest<Doc = ApiDocument>(path: string, options: ApiRequestOptions = {}): Promise<Doc> {
  const url = apiUrl(path, options);
  const headers: Record<string, string> = {
    accept: JSON_API_MEDIA_TYPE,
    'x-frontend-host': window.location.host,
  };
  if (options.body !== undefined) headers['content-type'] = JSON_API_MEDIA_TYPE;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, [{ code: 'network', detail: 'Geen verbinding met de server.' }]);
  }
  if (response.status === 204) return null as Doc;
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) {
    const errors = (parsed as { errors?: ApiErrorObject[] } | null)?.errors;
    throw new ApiError(response.status, Array.isArray(errors) ? errors : [{ status: String(response.status) }]);
  }
  return parsed as Doc;
}

/** A resource document for POST/PATCH bodies. */
export function resourceBody(
  type: string,
  attributes: Record<string, unknown>,
  extras: {
    id?: string;
    relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
  } = {},
) {
  return {
    data: {
      type,
      ...(extras.id ? { id: extras.id } : {}),
      attributes,
      ...(extras.relationships ? { relationships: extras.relationships } : {}),
    },
  };
}

/** Flattens a resource to `{ id, ...attributes }`; relationships stay available as ids. */
export function flatten<Attributes>(item: ApiResource<Attributes>): Attributes & { id: string } {
  return { ...item.attributes, id: item.id };
}

/** The id of a to-one relationship, or null. */
export function relatedId(item: ApiResource, name: string): string | null {
  const data = item.relationships?.[name]?.data;
  return data && !Array.isArray(data) ? data.id : null;
}

/** The included resources of a type, by id. */
export function includedOf<Attributes>(doc: ApiDocument<unknown>, type: string): Map<string, ApiResource<Attributes>> {
  const result = new Map<string, ApiResource<Attributes>>();
  for (const item of doc.included ?? []) {
    if (item.type === type) result.set(item.id, item as ApiResource<Attributes>);
  }
  return result;
}
