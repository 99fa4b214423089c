import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildQueryString, setRequestUserContext } from './api-client';

// The browser's fetch is the boundary here: the test looks at what the client puts on the wire.
function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setRequestUserContext(null);
});

describe('apiRequest', () => {
  it('sends the frontend host, the JSON:API media type and the chosen user context', async () => {
    const fetchMock = answer(200, { data: [] });
    vi.stubGlobal('fetch', fetchMock);
    setRequestUserContext('ctx-1');
    await apiRequest('/onboardings', { query: { filter: { completed: false }, include: 'onboarding_type' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/onboardings?filter%5Bcompleted%5D=false&include=onboarding_type&user_context_id=ctx-1');
    expect(init.headers).toMatchObject({ accept: 'application/vnd.api+json', 'x-frontend-host': window.location.host });
    expect(init.credentials).toBe('same-origin');
  });

  it('sends a body as a JSON:API document', async () => {
    const fetchMock = answer(204, null);
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest('/session', { method: 'DELETE', body: { data: { type: 'x' } } });
    expect(result).toBeNull();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('DELETE');
    expect(init.headers).toMatchObject({ 'content-type': 'application/vnd.api+json' });
  });

  it('turns an error document into an ApiError with field errors for forms', async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, {
        errors: [
          {
            status: '422',
            code: 'validation',
            detail: 'Vul een geldig e-mailadres in.',
            source: { pointer: '/data/attributes/email' },
          },
          {
            status: '422',
            code: 'validation',
            detail: 'Te kort.',
            source: { pointer: '/data/attributes/address/city' },
          },
        ],
      }),
    );
    const error = await apiRequest('/session').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fieldErrors()).toEqual({
      email: 'Vul een geldig e-mailadres in.',
      'address.city': 'Te kort.',
    });
  });

  it('reports a network failure as status 0 in Dutch', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await apiRequest('/config').catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Geen verbinding met de server.');
  });
});

describe('buildQueryString', () => {
  it('leaves out empty values', () => {
    expect(buildQueryString({ q: undefined, filter: { a: null, b: 'x' }, page: 2 }).toString()).toBe(
      'filter%5Bb%5D=x&page=2',
    );
  });
});
