import { ApiClient } from '@koers/server-core/testing/api-client';
import { describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson, TEST_PASSWORD } from './testing/factories';
import { useTestApp } from './testing/test-app';

const t = useTestApp();

describe('route access', () => {
  // The composition's list of public routes: apps/koers/src/routes.test.ts.
  it('every route declares public, session or a named policy', () => {
    const routes = t.app.routeAccessList();
    expect(routes.length).toBeGreaterThan(20);
    const undeclared = routes.filter((route) => route.access === null).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses a user context of another person with 403', async () => {
    const me = await buildPerson(t.database.db);
    const other = await buildPerson(t.database.db, { organization: me.organization });
    const client = t.client();
    await client.login(me.email, TEST_PASSWORD);
    const response = await client.get('/api/v1/education_levels', { query: { user_context_id: other.context.id } });
    expect(response.status).toBe(403);
    expect(response.body.errors[0].detail).toBe('Deze gebruikerscontext hoort niet bij jouw account.');
  });

  it('asks for user_context_id with 400 when it is missing or malformed', async () => {
    const me = await buildPerson(t.database.db);
    const client = t.client();
    await client.login(me.email, TEST_PASSWORD);
    const missing = await client.get('/api/v1/education_levels', { withoutContext: true });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].source).toEqual({ parameter: 'user_context_id' });
    const malformed = await client.get('/api/v1/education_levels', { query: { user_context_id: "1' or 1=1" } });
    expect(malformed.status).toBe(400);
  });

  it('refuses non-administrators of an organisation without an active subscription, and lets administrators in', async () => {
    const organization = await buildOrganization(t.database.db, { subscriptionEndsOn: '2020-01-31' });
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const administrator = await buildPerson(t.database.db, { organization, rights: { administrator: true } });
    const coachClient = t.client();
    await coachClient.login(coach.email, TEST_PASSWORD);
    const refused = await coachClient.get('/api/v1/sectors');
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'subscription.inactive',
      detail: expect.stringContaining('Deze omgeving is op dit moment niet beschikbaar'),
    });
    const adminClient = t.client();
    await adminClient.login(administrator.email, TEST_PASSWORD);
    expect((await adminClient.get('/api/v1/sectors')).status).toBe(200);
  });

  it('refuses calls while the organisation’s extra security requirements are unmet', async () => {
    const organization = await buildOrganization(t.database.db);
    await t.database.query(
      `insert into authentication_requirements (organization_id, user_type, email_domain) values ($1, 'member', 'gemeente.example')`,
      [organization.id],
    );
    const person = await buildPerson(t.database.db, { organization });
    const client = t.client();
    const login = await client.login(person.email, TEST_PASSWORD);
    expect(login.body.included[0].attributes.authenticationRequirementsMet).toBe(false);
    const refused = await client.get('/api/v1/sectors');
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('authentication_requirements.unmet');
    // The context list stays reachable, so the web app can show the extra-security page.
    expect((await client.get('/api/v1/my/user_contexts')).status).toBe(200);
  });

  it('a domain requirement is met only by a login on that host (Koers on the organisation’s own address)', async () => {
    const organization = await buildOrganization(t.database.db);
    await t.database.query(
      `insert into authentication_requirements (organization_id, user_type, domain) values ($1, 'member', 'localhost')`,
      [organization.id],
    );
    const person = await buildPerson(t.database.db, { organization });
    const elsewhere = t.client();
    const refusedLogin = await elsewhere.login(person.email, TEST_PASSWORD);
    expect(refusedLogin.body.included[0].attributes.authenticationRequirementsMet).toBe(false);
    expect((await elsewhere.get('/api/v1/sectors')).body.errors[0].code).toBe('authentication_requirements.unmet');

    // The same person on the required host: the session is made there, and the requirement met.
    const onHost = new ApiClient(t.url.replace('127.0.0.1', 'localhost'));
    const login = await onHost.login(person.email, TEST_PASSWORD);
    expect(login.status).toBe(201);
    expect(login.body.included[0].attributes.authenticationRequirementsMet).toBe(true);
    expect((await onHost.get('/api/v1/sectors')).status).toBe(200);
  });
});
