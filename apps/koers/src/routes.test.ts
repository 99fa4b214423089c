import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ serveWeb: true });
});
afterAll(async () => {
  await t.close();
});

// Public routes are a conscious choice: adding one means adding it here.
const PUBLIC_ROUTES = [
  'GET /health',
  'GET /ready',
  'GET /api/v1/config',
  'POST /api/v1/session',
  'POST /api/v1/password_resets',
  'PATCH /api/v1/password_reset',
  'PATCH /api/v1/email_change',
  'GET /api/v1/themes/:encodedHost',
  'GET /api/v1/theme_images/:themeId/:imageId',
  'POST /api/v1/candidate_invitation/preview',
  'PATCH /api/v1/candidate_invitation',
  // Logging in through an organisation's identity provider (issue 34.3): off to it, and back.
  'GET /api/v1/identity_providers/:id/login',
  'GET /api/v1/identity_provider/callback',
];

const isStaticFile = (url: string) =>
  url.startsWith('/assets/') || (/\.[a-z0-9]+$/i.test(url) && !url.startsWith('/dev/'));

describe('route access of Koers as npm start composes it', () => {
  it('every route of both backends and the web app declares public, session or a named policy', () => {
    const routes = t.app.routeAccessList();
    expect(routes.some((route) => route.url.startsWith('/api/v1/'))).toBe(true);
    expect(routes.some((route) => route.url.startsWith('/vacancies/api/v1/'))).toBe(true);
    const undeclared = routes.filter((route) => route.access === null).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('only the listed API routes are public (static web files aside)', () => {
    const publicApi = t.app
      .routeAccessList()
      .filter((route) => route.access === 'public' && !isStaticFile(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(publicApi.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it.each(['/api/v1/bestaat-niet', '/vacancies/api/v1/bestaat-niet'])(
    'answers the unknown API path %s with a JSON:API 404',
    async (path) => {
      const response = await t.client().get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/vnd.api+json');
      expect(response.body.errors[0].detail).toBe('Dit adres bestaat niet.');
    },
  );
});
