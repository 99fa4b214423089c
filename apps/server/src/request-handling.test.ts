import { describe, expect, it } from 'vitest';
import { buildPerson } from './testing/factories';
import { startTestApp, useTestApp } from './testing/test-app';

const t = useTestApp();

const validLogin = { data: { type: 'sessions', attributes: { email: 'x@test.koers.nl', password: 'y' } } };

describe('write guard (cross-site request forgery)', () => {
  it('refuses a write without the X-Frontend-Host header', async () => {
    const response = await t.client().post('/api/v1/session', validLogin, {
      headers: { origin: t.url },
      withoutGuardHeaders: true,
    });
    expect(response.status).toBe(403);
    expect(response.body.errors[0].code).toBe('csrf.frontend_host_missing');
  });

  it('refuses a write from another origin, and one without Origin', async () => {
    const foreign = await t.client().post('/api/v1/session', validLogin, {
      headers: { origin: 'https://aanvaller.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.errors[0].code).toBe('csrf.origin_mismatch');
    const none = await t.client().post('/api/v1/session', validLogin, {
      withoutGuardHeaders: true,
      headers: { 'x-frontend-host': 'localhost' },
    });
    expect(none.status).toBe(403);
  });

  it('lets reads through without those headers', async () => {
    const response = await t.client().get('/api/v1/config', { withoutGuardHeaders: true });
    expect(response.status).toBe(200);
  });
});

describe('malformed requests get a 4xx JSON:API error, never a 500', () => {
  const cases: Array<{ name: string; rawBody: string; contentType?: string; status: number }> = [
    { name: 'broken JSON', rawBody: '{"data": {', status: 400 },
    { name: 'JSON that is not an object', rawBody: '"tekst"', status: 400 },
    { name: 'an empty body', rawBody: '', status: 400 },
    { name: 'data without attributes object', rawBody: '{"data":{"type":"sessions","attributes":[]}}', status: 400 },
    { name: 'a wrong resource type', rawBody: '{"data":{"type":"users","attributes":{}}}', status: 409 },
    {
      name: 'attributes of the wrong type',
      rawBody: '{"data":{"type":"sessions","attributes":{"email":5,"password":true}}}',
      status: 422,
    },
    {
      name: 'an unsupported media type',
      rawBody: 'email=x',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
    },
    { name: 'a text/plain body', rawBody: '{"data":{}}', contentType: 'text/plain', status: 415 },
    { name: 'prototype pollution', rawBody: '{"__proto__":{"admin":true},"data":{}}', status: 400 },
  ];
  it.each(cases)('$name → $status', async ({ rawBody, contentType, status }) => {
    const response = await t.client().request('POST', '/api/v1/session', {
      rawBody,
      headers: contentType ? { 'content-type': contentType } : {},
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/vnd.api+json');
    expect(response.body.errors[0]).toMatchObject({ status: String(status), detail: expect.any(String) });
  });

  it('refuses a body over the size limit with 413', async () => {
    const huge = JSON.stringify({
      data: { type: 'sessions', attributes: { email: 'a'.repeat(2_000_000), password: 'x' } },
    });
    const response = await t.client().request('POST', '/api/v1/session', { rawBody: huge });
    expect(response.status).toBe(413);
    expect(response.body.errors[0].detail).toBe('Het verzoek is te groot.');
  });

  it('validates list parameters: page size above 100, unknown filters and sorts are 400', async () => {
    const person = await buildPerson(t.database.db);
    const client = t.client();
    await client.login(person.email, person.password);
    const tooBig = await client.get('/api/v1/skills', { query: { 'page[size]': 1000 } });
    expect(tooBig.status).toBe(400);
    const unknownFilter = await client.get('/api/v1/skills', { query: { 'filter[kleur]': 'rood' } });
    expect(unknownFilter.status).toBe(400);
    expect(unknownFilter.body.errors[0].detail).toBe('Er kan niet gefilterd worden op kleur.');
    const unknownSort = await client.get('/api/v1/skills', { query: { sort: '-geheim' } });
    expect(unknownSort.status).toBe(400);
    const badNumber = await client.get('/api/v1/skills', { query: { 'page[number]': 'twee' } });
    expect(badNumber.status).toBe(400);
  });
});

describe('operations endpoints', () => {
  it('GET /health says the process is up and GET /ready that the database and the file storage answer', async () => {
    const health = await t.client().get('/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await t.client().get('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: true, storage: true } });
  });

  it('GET /ready answers 503 when the database is gone', async () => {
    const own = await startTestApp();
    await own.database.close();
    const ready = await own.client().get('/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.database).toBe(false);
    await own.app.close();
    await own.database.dispose().catch(() => {});
  });

  it('GET /api/v1/config tells the web app where both backends are and which version runs', async () => {
    const response = await t.client().get('/api/v1/config');
    expect(response.body.data.attributes).toMatchObject({
      apiBaseUrl: '/api/v1',
      vacanciesApiBaseUrl: '/vacancies/api/v1',
      environment: 'test',
    });
  });
});
