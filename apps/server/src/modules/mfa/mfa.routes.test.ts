import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const confirmBody = (code: string) => ({ data: { type: 'mfa_enrollments', attributes: { code } } });
const loginBody = (email: string, password: string, otp?: string) => ({
  data: { type: 'sessions', attributes: { email, password, ...(otp ? { otp } : {}) } },
});

describe('second factor (TOTP)', () => {
  it('meets an MFA requirement once the person sets up TOTP, and asks for the code at every later login', async () => {
    const organization = await buildOrganization(t.database.db);
    await t.database.query(
      `insert into authentication_requirements (organization_id, user_type, mfa) values ($1, 'member', true)`,
      [organization.id],
    );
    const person = await buildPerson(t.database.db, { organization });
    const client = t.client();
    const login = await client.login(person.email, TEST_PASSWORD);
    expect(login.body.included[0].attributes.authenticationRequirementsMet).toBe(false);
    expect((await client.get('/api/v1/sectors')).status).toBe(403);

    const start = await client.post('/api/v1/my/mfa_enrollment');
    expect(start.status).toBe(201);
    const { secret, otpauthUrl } = start.body.data.attributes;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Koers:/);

    const wrong = await client.patch('/api/v1/my/mfa_enrollment', confirmBody('000000'));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].source.pointer).toBe('/data/attributes/code');

    const confirmed = await client.patch('/api/v1/my/mfa_enrollment', confirmBody(await generate({ secret })));
    expect(confirmed.status).toBe(200);
    const contexts = await client.get('/api/v1/my/user_contexts');
    expect(contexts.body.data[0].attributes.authenticationRequirementsMet).toBe(true);
    expect((await client.get('/api/v1/sectors')).status).toBe(200);

    const withoutCode = await t.client().post('/api/v1/session', loginBody(person.email, TEST_PASSWORD));
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body.errors[0]).toMatchObject({
      code: 'session.otp_required',
      detail: 'Vul de code uit je authenticator-app in.',
    });
    const badCode = await t.client().post('/api/v1/session', loginBody(person.email, TEST_PASSWORD, '123456'));
    expect(badCode.status).toBe(401);
    expect(badCode.body.errors[0].code).toBe('session.otp_invalid');
    const good = await t
      .client()
      .post('/api/v1/session', loginBody(person.email, TEST_PASSWORD, await generate({ secret })));
    expect(good.status).toBe(201);
    expect(good.body.included[0].attributes.authenticationRequirementsMet).toBe(true);
  });

  it('needs a session', async () => {
    expect((await t.client().post('/api/v1/my/mfa_enrollment')).status).toBe(401);
  });
});
