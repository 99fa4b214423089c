import { randomInt } from 'node:crypto';
import { JSON_API_MEDIA_TYPE } from '../jsonapi/plugin';

export type ApiResponse<Body = any> = {
  status: number;
  headers: Headers;
  body: Body;
  text: string;
};

export type RequestOptions = {
  body?: unknown;
  /** Raw body text, sent as is (malformed JSON tests). */
  rawBody?: string;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Leave out the write-guard headers (Origin, X-Frontend-Host). */
  withoutGuardHeaders?: boolean;
  /** Send without the user context parameter even when one is chosen. */
  withoutContext?: boolean;
};

/**
 * A browser-like HTTP client for integration tests: keeps the session cookie, sends the
 * headers our web app sends, and adds the chosen user_context_id to every request.
 */
export class ApiClient {
  cookie: string | null = null;
  userContextId: string | null = null;
  /** Each client looks like its own browser on its own address (the test server trusts the proxy header). */
  ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  constructor(
    readonly baseUrl: string,
    readonly origin: string = baseUrl,
  ) {}

  async request<Body = any>(
    method: string,
    pathName: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<Body>> {
    const url = new URL(pathName, this.baseUrl);
    if (this.userContextId && !options.withoutContext && !url.searchParams.has('user_context_id')) {
      url.searchParams.set('user_context_id', this.userContextId);
    }
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {
      accept: JSON_API_MEDIA_TYPE,
      'x-forwarded-for': this.ip,
      ...(options.headers ?? {}),
    };
    if (!options.withoutGuardHeaders) {
      headers.origin ??= this.origin;
      headers['x-frontend-host'] ??= new URL(this.origin).host;
    }
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= JSON_API_MEDIA_TYPE;
    const response = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair && !/=;?$/.test(pair) && !/Expires=Thu, 01 Jan 1970/i.test(setCookie) ? pair : null;
    }
    const text = await response.text();
    let parsed: unknown = text;
    if (text && (response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as Body, text };
  }

  get<Body = any>(pathName: string, options?: RequestOptions) {
    return this.request<Body>('GET', pathName, options);
  }
  post<Body = any>(pathName: string, body?: unknown, options?: RequestOptions) {
    return this.request<Body>('POST', pathName, { ...options, body });
  }
  patch<Body = any>(pathName: string, body?: unknown, options?: RequestOptions) {
    return this.request<Body>('PATCH', pathName, { ...options, body });
  }
  put<Body = any>(pathName: string, body?: unknown, options?: RequestOptions) {
    return this.request<Body>('PUT', pathName, { ...options, body });
  }
  delete<Body = any>(pathName: string, options?: RequestOptions) {
    return this.request<Body>('DELETE', pathName, options);
  }

  /** Logs in and chooses the first user context (or the one of `userType`). */
  async login(email: string, password: string, userType?: string): Promise<ApiResponse> {
    const response = await this.post('/api/v1/session', {
      data: { type: 'sessions', attributes: { email, password } },
    });
    if (response.status === 201) {
      const contexts = (response.body.included ?? []) as Array<{ id: string; attributes: { userType: string } }>;
      const chosen = userType ? contexts.find((context) => context.attributes.userType === userType) : contexts[0];
      this.userContextId = chosen?.id ?? null;
    }
    return response;
  }
}
