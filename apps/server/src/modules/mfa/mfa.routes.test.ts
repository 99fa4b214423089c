import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const confirmBody = (code: string) => ({ data: { type: 'mfa_enrollments', attributes: { code } } });
const proofBody = (attributes: { code?: string; recoveryCode?: string }) => ({
  data: { type: 'mfa_enrollments', attributes },
});
const loginBody = (email: string, password: string, otp?: string) => ({
  data: { type: 'sessions', attributes: { email, password, ...(otp ? { otp } : {}) } },
});

/** The app's code `steps` periods of 30 s from now: a code works once, so each use takes the next one. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Logs a person in and turns on the second factor; returns the secret, the recovery codes and the client. */
async function withMfa() {
  const person = await buildPerson(t.database.db);
  const client = t.client();
  await client.login(person.email, TEST_PASSWORD);
  const start = await client.post('/api/v1/my/mfa_enrollment');
  const secret = start.body.data.attributes.secret as string;
  const confirmed = await client.patch('/api/v1/my/mfa_enrollment', confirmBody(await codeAt(secret, -1)));
  expect(confirmed.status).toBe(200);
  return { person, client, secret, recoveryCodes: confirmed.body.data.attributes.recoveryCodes as string[] };
}

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
    // The code that confirmed the set-up is used; the next one logs in.
    const good = await t
      .client()
      .post('/api/v1/session', loginBody(person.email, TEST_PASSWORD, await codeAt(secret, 1)));
    expect(good.status).toBe(201);
    expect(good.body.included[0].attributes.authenticationRequirementsMet).toBe(true);
  });

  it('accepts a code once per person: sent twice at the same time, one login gets a session', async () => {
    const { person, secret } = await withMfa();
    const code = await codeAt(secret, 0);
    const both = await Promise.all(
      [0, 1].map(() => t.client().post('/api/v1/session', loginBody(person.email, TEST_PASSWORD, code))),
    );
    expect(both.map((response) => response.status).sort()).toEqual([201, 401]);
    const again = await t.client().post('/api/v1/session', loginBody(person.email, TEST_PASSWORD, code));
    expect(again.status).toBe(401);
    expect(again.body.errors[0].code).toBe('session.otp_invalid');
    // An earlier step than the last one used is refused too.
    const older = await t
      .client()
      .post('/api/v1/session', loginBody(person.email, TEST_PASSWORD, await codeAt(secret, -1)));
    expect(older.status).toBe(401);
  });

  it('turning it on ends the person’s other sessions; the one that set it up stays', async () => {
    const person = await buildPerson(t.database.db);
    const other = t.client();
    await other.login(person.email, TEST_PASSWORD);
    const client = t.client();
    await client.login(person.email, TEST_PASSWORD);
    const start = await client.post('/api/v1/my/mfa_enrollment');
    await client.patch('/api/v1/my/mfa_enrollment', confirmBody(await codeAt(start.body.data.attributes.secret)));
    expect((await other.get('/api/v1/my/user_contexts')).status).toBe(401);
    expect((await client.get('/api/v1/my/user_contexts')).status).toBe(200);
  });

  it('gives ten recovery codes once, stored hashed; each logs in once instead of a code', async () => {
    const { person, recoveryCodes } = await withMfa();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await t.database.query<{ code_hash: string }>(
      'select code_hash from mfa_recovery_codes where user_id = $1',
      [person.user.id],
    );
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes.join(' ')).not.toContain(row.code_hash.slice(0, 8));

    const recovery = (code: string) =>
      t.client().post('/api/v1/session', {
        data: { type: 'sessions', attributes: { email: person.email, password: TEST_PASSWORD, recoveryCode: code } },
      });
    // Typed over from paper: capitals and spaces are fine.
    const first = await recovery((recoveryCodes[0] ?? '').toUpperCase().replace(/-/g, ' '));
    expect(first.status).toBe(201);
    const reused = await recovery(recoveryCodes[0] ?? '');
    expect(reused.status).toBe(401);
    expect(reused.body.errors[0]).toMatchObject({
      code: 'session.recovery_code_invalid',
      detail: 'Deze herstelcode is onjuist of al gebruikt.',
      source: { pointer: '/data/attributes/recoveryCode' },
    });
  });

  it('a session alone cannot replace the factor: it takes a current code or a recovery code', async () => {
    const { person, client: stolen, secret, recoveryCodes } = await withMfa();
    const bare = await stolen.post('/api/v1/my/mfa_enrollment');
    expect(bare.status).toBe(422);
    expect(bare.body.errors[0]).toMatchObject({
      code: 'mfa.proof_required',
      source: { pointer: '/data/attributes/code' },
    });
    const wrong = await stolen.post('/api/v1/my/mfa_enrollment', proofBody({ code: '000000' }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].code).toBe('mfa.invalid_proof');
    // Still the old factor: its next code logs in.
    expect(
      (await t.client().post('/api/v1/session', loginBody(person.email, TEST_PASSWORD, await codeAt(secret, 1))))
        .status,
    ).toBe(201);

    const owner = t.client();
    await owner.post('/api/v1/session', {
      data: {
        type: 'sessions',
        attributes: { email: person.email, password: TEST_PASSWORD, recoveryCode: recoveryCodes[1] },
      },
    });
    const replace = await owner.post('/api/v1/my/mfa_enrollment', proofBody({ recoveryCode: recoveryCodes[2] ?? '' }));
    expect(replace.status).toBe(201);
    const newSecret = replace.body.data.attributes.secret as string;
    const confirmed = await owner.patch('/api/v1/my/mfa_enrollment', confirmBody(await codeAt(newSecret)));
    expect(confirmed.status).toBe(200);
    // The old app's codes (even one of a step not used yet) and the old recovery codes no longer
    // work; the stolen session has ended.
    expect(
      (await t.client().post('/api/v1/session', loginBody(person.email, TEST_PASSWORD, await codeAt(secret, 1))))
        .status,
    ).toBe(401);
    const oldRecovery = await t.client().post('/api/v1/session', {
      data: {
        type: 'sessions',
        attributes: { email: person.email, password: TEST_PASSWORD, recoveryCode: recoveryCodes[3] },
      },
    });
    expect(oldRecovery.status).toBe(401);
    expect((await stolen.get('/api/v1/my/user_contexts')).status).toBe(401);
  });

  it('removing the factor takes a current code; then a password alone logs in', async () => {
    const { person, client, secret } = await withMfa();
    const bare = await client.delete('/api/v1/my/mfa_enrollment', { body: proofBody({}) });
    expect(bare.status).toBe(422);
    const removed = await client.delete('/api/v1/my/mfa_enrollment', {
      body: proofBody({ code: await codeAt(secret, 0) }),
    });
    expect(removed.status).toBe(204);
    expect((await t.client().login(person.email, TEST_PASSWORD)).status).toBe(201);
    const again = await client.delete('/api/v1/my/mfa_enrollment', {
      body: proofBody({ code: await codeAt(secret, 1) }),
    });
    expect(again.status).toBe(422);
    expect(again.body.errors[0].code).toBe('mfa.not_enabled');
  });

  it('cannot be turned off while an organisation requires it for the person’s role there', async () => {
    const { person, client, secret } = await withMfa();
    await t.database.query(
      `insert into authentication_requirements (organization_id, user_type, mfa) values ($1, 'member', true)`,
      [person.organization.id],
    );
    const refused = await client.delete('/api/v1/my/mfa_enrollment', {
      body: proofBody({ code: await codeAt(secret, 0) }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'mfa.required_by_organization',
      detail: `${person.organization.name} vereist tweestapsverificatie voor je account, dus uitschakelen kan niet. Je kunt wel een andere app instellen.`,
    });
  });

  it('needs a session', async () => {
    expect((await t.client().post('/api/v1/my/mfa_enrollment')).status).toBe(401);
  });
});
