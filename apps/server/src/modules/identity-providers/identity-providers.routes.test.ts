import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { startTestIdentityProvider, type TestIdentityProvider } from '../../testing/identity-provider';
import { startTestApp, useTestApp } from '../../testing/test-app';
import { CALLBACK_PATH } from './identity-providers.service';

const t = useTestApp();
let idp: TestIdentityProvider;
const accounts: Record<string, { email: string; emailVerified: boolean }> = {};

beforeAll(async () => {
  idp = await startTestIdentityProvider({ redirectUri: `${t.url}${CALLBACK_PATH}`, accounts });
});
afterAll(async () => idp?.close());

const providerPath = (organizationId: string) => `/api/v1/organization/${organizationId}/identity_provider`;
const requirementsPath = (organizationId: string) =>
  `/api/v1/organization/${organizationId}/authentication_requirements`;
const providerBody = (attributes: Record<string, unknown>) => ({ data: { type: 'identity_providers', attributes } });
const requirementBody = (attributes: Record<string, unknown>) => ({
  data: { type: 'authentication_requirements', attributes },
});

async function organizationWithAdmin() {
  const organization = await buildOrganization(t.database.db);
  const admin = await buildPerson(t.database.db, { organization, rights: { administrator: true } });
  return { organization, admin: await t.loginAs(admin) };
}

async function connectProvider(organizationId: string, admin: Awaited<ReturnType<typeof t.loginAs>>) {
  const response = await admin.patch(
    providerPath(organizationId),
    providerBody({ name: 'Test-IdP', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret }),
  );
  expect(response.status).toBe(200);
  return response.body.data.id as string;
}

/** The browser's way through: Koers → the provider's pages → back to Koers; the session cookie, or where Koers sent it. */
async function loginThroughProvider(providerId: string, accountId: string) {
  const start = await fetch(`${t.url}/api/v1/identity_providers/${providerId}/login`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const pending = start.headers
    .getSetCookie()
    .find((line) => line.startsWith('koers_oidc='))
    ?.split(';')[0];
  const authorization = new URL(start.headers.get('location') ?? '');
  expect(authorization.origin).toBe(idp.issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  const callback = await idp.signIn(authorization.href, accountId);
  const back = await fetch(callback, { redirect: 'manual', headers: pending ? { cookie: pending } : {} });
  expect(back.status).toBe(302);
  const session = back.headers
    .getSetCookie()
    .find((line) => line.startsWith('koers_session='))
    ?.split(';')[0];
  return { location: back.headers.get('location'), session: session ?? null };
}

describe('the identity provider of an organisation', () => {
  it('is saved only when its discovery succeeds, and never shows its secret', async () => {
    const { organization, admin } = await organizationWithAdmin();
    expect((await admin.get(providerPath(organization.id))).body.data).toBeNull();
    const unreachable = await admin.patch(
      providerPath(organization.id),
      providerBody({ name: 'Nergens', issuer: 'http://127.0.0.1:9/nergens', clientId: 'x', clientSecret: 'y' }),
    );
    expect(unreachable.status).toBe(422);
    expect(unreachable.body.errors[0].source.pointer).toBe('/data/attributes/issuer');
    expect(unreachable.body.errors[0].detail).toMatch(/niet ophalen/);
    const withoutSecret = await admin.patch(
      providerPath(organization.id),
      providerBody({ name: 'Test-IdP', issuer: idp.issuer, clientId: idp.clientId }),
    );
    expect(withoutSecret.status).toBe(422);
    expect(withoutSecret.body.errors[0].source.pointer).toBe('/data/attributes/clientSecret');
    const bad = await admin.patch(
      providerPath(organization.id),
      providerBody({ name: '', issuer: 'geen url', clientId: '' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((error: any) => error.source.pointer).sort()).toEqual([
      '/data/attributes/clientId',
      '/data/attributes/issuer',
      '/data/attributes/name',
    ]);

    const id = await connectProvider(organization.id, admin);
    const read = await admin.get(providerPath(organization.id));
    expect(read.body.data).toMatchObject({
      id,
      attributes: { name: 'Test-IdP', issuer: idp.issuer, clientId: idp.clientId, clientSecretSet: true },
    });
    expect(read.text).not.toContain(idp.clientSecret);
    // A change without a secret keeps the stored one (discovery still checked).
    const renamed = await admin.patch(
      providerPath(organization.id),
      providerBody({ name: 'Ons IdP', issuer: idp.issuer, clientId: idp.clientId }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.id).toBe(id);
  });

  it('in production: only https, and never an address inside the network Koers runs in', async () => {
    const production = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const organization = await buildOrganization(production.database.db);
      const person = await buildPerson(production.database.db, { organization, rights: { administrator: true } });
      const admin = production.client();
      await admin.login(person.email, person.password);
      admin.userContextId = person.context.id;
      const save = (issuer: string) =>
        admin.patch(
          providerPath(organization.id),
          providerBody({ name: 'Intern', issuer, clientId: 'x', clientSecret: 'y' }),
        );
      expect((await save('http://idp.example.nl')).body.errors[0].code).toBe('identity_provider.https_required');
      for (const issuer of ['https://127.0.0.1:8443/realm', 'https://169.254.169.254/latest', 'https://localhost']) {
        const refused = await save(issuer);
        expect(refused.status).toBe(422);
        expect(refused.body.errors[0]).toMatchObject({
          code: 'identity_provider.internal_issuer',
          source: { pointer: '/data/attributes/issuer' },
        });
      }
    } finally {
      await production.close();
    }
  });

  it('is for administrators of the organisation only', async () => {
    const { organization } = await organizationWithAdmin();
    const coach = await t.loginAs(await buildPerson(t.database.db, { organization, rights: { coach: true } }));
    expect((await coach.get(providerPath(organization.id))).status).toBe(403);
    const other = await organizationWithAdmin();
    expect((await other.admin.get(providerPath(organization.id))).status).toBe(404);
    expect((await t.client().get(providerPath(organization.id))).status).toBe(401);
  });

  it('lets a coach meet a provider requirement by logging in through it; the account is matched within the organisation only', async () => {
    const { organization, admin } = await organizationWithAdmin();
    const coachPerson = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const stranger = await buildPerson(t.database.db, { rights: { coach: true } });
    accounts['coach-sub'] = { email: coachPerson.email.toUpperCase(), emailVerified: true };
    accounts['unverified-sub'] = { email: coachPerson.email, emailVerified: false };
    accounts['stranger-sub'] = { email: stranger.email, emailVerified: true };

    const unknownProvider = await admin.post(
      requirementsPath(organization.id),
      requirementBody({ userType: 'member', provider: crypto.randomUUID() }),
    );
    expect(unknownProvider.status).toBe(422);
    expect(unknownProvider.body.errors[0].source.pointer).toBe('/data/attributes/provider');

    const providerId = await connectProvider(organization.id, admin);
    const created = await admin.post(
      requirementsPath(organization.id),
      requirementBody({ userType: 'member', provider: providerId }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({ provider: providerId, providerName: 'Test-IdP' });

    // With a password only, the wall stands.
    const byPassword = await t.loginAs(coachPerson);
    expect((await byPassword.get('/api/v1/sectors')).status).toBe(403);

    const viaProvider = await loginThroughProvider(providerId, 'coach-sub');
    expect(viaProvider.location).toBe('/');
    expect(viaProvider.session).not.toBeNull();
    const client = t.client();
    client.cookie = viaProvider.session;
    client.userContextId = coachPerson.context.id;
    expect((await client.get('/api/v1/sectors')).status).toBe(200);
    const requirements = await client.get(requirementsPath(organization.id));
    expect(requirements.body.data[0].meta.met).toBe(true);

    // No verified address, or an address of somebody elsewhere: no session, the login page says why.
    expect(await loginThroughProvider(providerId, 'unverified-sub')).toEqual({
      location: '/login?identityProviderError=unverified',
      session: null,
    });
    expect(await loginThroughProvider(providerId, 'stranger-sub')).toEqual({
      location: '/login?identityProviderError=unknown',
      session: null,
    });
  });

  it('refuses a callback without the browser’s pending login', async () => {
    const response = await fetch(`${t.url}${CALLBACK_PATH}?code=abc&state=def`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?identityProviderError=expired');
    const unknown = await fetch(`${t.url}/api/v1/identity_providers/${crypto.randomUUID()}/login`, {
      redirect: 'manual',
    });
    expect(unknown.status).toBe(404);
  });
});
