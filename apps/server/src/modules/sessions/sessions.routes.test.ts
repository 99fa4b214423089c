import { describe, expect, it } from 'vitest';
import { buildPerson, buildUser, TEST_PASSWORD } from '../../testing/factories';
import { startTestApp, useTestApp } from '../../testing/test-app';

const t = useTestApp();

const loginBody = (email: string, password: string) => ({
  data: { type: 'sessions', attributes: { email, password } },
});

describe('POST /api/v1/session', () => {
  it('logs a person in, sets an HttpOnly SameSite=Lax cookie and lists their user contexts', async () => {
    const person = await buildPerson(t.database.db, { userType: 'member', rights: { coach: true } });
    const client = t.client();
    const response = await client.post('/api/v1/session', loginBody(person.email, TEST_PASSWORD));
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toContain('application/vnd.api+json');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^koers_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(response.body.data.type).toBe('sessions');
    expect(response.body.included).toHaveLength(1);
    expect(response.body.included[0]).toMatchObject({
      type: 'user_contexts',
      id: person.context.id,
      attributes: {
        userType: 'member',
        label: person.organization.name,
        rights: { coach: true, administrator: false, accountManager: false, canManageOtherCandidates: false },
        roles: ['coach'],
        organization: { id: person.organization.id, name: person.organization.name },
      },
    });
  });

  it('accepts the e-mail address in any case and with spaces around it', async () => {
    const person = await buildPerson(t.database.db);
    const response = await t
      .client()
      .post('/api/v1/session', loginBody(`  ${person.email.toUpperCase()} `, TEST_PASSWORD));
    expect(response.status).toBe(201);
  });

  it('refuses a wrong password and an unknown address with the same Dutch 401', async () => {
    const person = await buildPerson(t.database.db);
    const wrong = await t.client().post('/api/v1/session', loginBody(person.email, 'niet-het-wachtwoord'));
    const unknown = await t.client().post('/api/v1/session', loginBody('niemand@test.koers.nl', TEST_PASSWORD));
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.errors[0]).toMatchObject({
        status: '401',
        code: 'session.invalid_credentials',
        detail: 'Het e-mailadres of het wachtwoord is onjuist.',
      });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a person without any user context', async () => {
    const user = await buildUser(t.database.db);
    const response = await t.client().post('/api/v1/session', loginBody(user.email, TEST_PASSWORD));
    expect(response.status).toBe(403);
    expect(response.body.errors[0].code).toBe('session.no_user_contexts');
  });

  it('gives 422 with a pointer per field for an invalid e-mail address and an empty password', async () => {
    const response = await t.client().post('/api/v1/session', loginBody('geen-adres', ''));
    expect(response.status).toBe(422);
    const pointers = response.body.errors.map((error: { source: { pointer: string } }) => error.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/data/attributes/email', '/data/attributes/password']));
    expect(response.body.errors.find((e: any) => e.source.pointer === '/data/attributes/email').detail).toBe(
      'Vul een geldig e-mailadres in.',
    );
  });
});

describe('login limits: attempts are reserved atomically before the password is checked', () => {
  /** A client as seen through the one trusted proxy: its address is the last X-Forwarded-For entry. */
  function from(address: string, spoofed?: string) {
    const client = t.client();
    client.ip = spoofed ? `${spoofed}, ${address}` : address;
    return client;
  }
  const statuses = (responses: Array<{ status: number }>) =>
    responses.reduce<Record<number, number>>((counts, { status }) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});

  it('a parallel burst from one address has at most 5 passwords checked; the right one in a later burst gets no session', async () => {
    const person = await buildPerson(t.database.db);
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => from('203.0.113.10').post('/api/v1/session', loginBody(person.email, 'fout'))),
    );
    expect(statuses(burst)).toEqual({ 401: 5, 429: 35 });

    const hidden = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        from('203.0.113.10').post('/api/v1/session', loginBody(person.email, index === 10 ? TEST_PASSWORD : 'fout')),
      ),
    );
    expect(statuses(hidden)).toEqual({ 429: 20 });
    expect(hidden.every((response) => response.headers.get('set-cookie') === null)).toBe(true);
    const refused = hidden[10];
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused?.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(refused?.body.errors[0]).toMatchObject({
      code: 'session.too_many_attempts',
      detail: expect.stringMatching(/^Te veel inlogpogingen\. Probeer het over \d+ minuten? opnieuw\.$/),
    });
  });

  it('the owner logs in from another address while the account is attacked from several', async () => {
    const person = await buildPerson(t.database.db);
    const attack = await Promise.all(
      ['198.51.100.1', '198.51.100.2', '198.51.100.3'].flatMap((address) =>
        Array.from({ length: 8 }, () => from(address).post('/api/v1/session', loginBody(person.email, 'fout'))),
      ),
    );
    expect(statuses(attack)).toEqual({ 401: 15, 429: 9 });
    const owner = await from('192.0.2.44').login(person.email, TEST_PASSWORD);
    expect(owner.status).toBe(201);
  }, 60_000);

  it('a rotating X-Forwarded-For before the trusted proxy’s entry is still one address', async () => {
    const person = await buildPerson(t.database.db);
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const client = from('203.0.113.77', `10.9.${attempt}.${attempt + 1}`);
      answers.push(await client.post('/api/v1/session', loginBody(person.email, 'fout')));
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('an address that failed for one account is not locked out of others, and a success clears its count', async () => {
    const person = await buildPerson(t.database.db);
    const colleague = await buildPerson(t.database.db);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await from('203.0.113.90').post('/api/v1/session', loginBody(person.email, 'fout'))).status).toBe(401);
    }
    expect((await from('203.0.113.90').login(colleague.email, TEST_PASSWORD)).status).toBe(201);
    expect((await from('203.0.113.90').login(person.email, TEST_PASSWORD)).status).toBe(201);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await from('203.0.113.90').post('/api/v1/session', loginBody(person.email, 'fout'))).status).toBe(401);
    }
  });
});

describe('DELETE /api/v1/session', () => {
  it('a session works on every instance that shares the database', async () => {
    const person = await buildPerson(t.database.db);
    const client = t.client();
    await client.login(person.email, TEST_PASSWORD);
    const secondInstance = await startTestApp({ sharedDatabase: t.database });
    try {
      const elsewhere = secondInstance.client();
      elsewhere.cookie = client.cookie;
      expect((await elsewhere.get('/api/v1/my/user_contexts')).status).toBe(200);
    } finally {
      await secondInstance.close();
    }
  });

  it('ends the session: the cookie no longer works, also on a second instance on the same database', async () => {
    const person = await buildPerson(t.database.db);
    const client = t.client();
    await client.login(person.email, TEST_PASSWORD);
    const cookie = client.cookie;
    expect((await client.get('/api/v1/my/user_contexts')).status).toBe(200);

    const response = await client.delete('/api/v1/session');
    expect(response.status).toBe(204);

    const replay = t.client();
    replay.cookie = cookie;
    expect((await replay.get('/api/v1/my/user_contexts')).status).toBe(401);
    const secondInstance = await startTestApp({ sharedDatabase: t.database });
    try {
      const elsewhere = secondInstance.client();
      elsewhere.cookie = cookie;
      expect((await elsewhere.get('/api/v1/my/user_contexts')).status).toBe(401);
    } finally {
      await secondInstance.close();
    }
  });

  it('needs a session', async () => {
    expect((await t.client().delete('/api/v1/session')).status).toBe(401);
  });
});

describe('GET /api/v1/my/user_contexts', () => {
  it('lists every context of the logged-in person and nobody else’s', async () => {
    const person = await buildPerson(t.database.db);
    await buildPerson(t.database.db, { user: person.user, userType: 'client' });
    await buildPerson(t.database.db);
    const client = t.client();
    await client.login(person.email, TEST_PASSWORD);
    const response = await client.get('/api/v1/my/user_contexts');
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(2);
    expect(response.body.data.map((item: any) => item.attributes.email)).toEqual([person.email, person.email]);
  });

  it('answers 401 without a session', async () => {
    const response = await t.client().get('/api/v1/my/user_contexts');
    expect(response.status).toBe(401);
    expect(response.body.errors[0].detail).toBe('Je bent niet (meer) ingelogd. Log opnieuw in.');
  });

  it('answers 401 once the session has been idle too long or has passed its absolute expiry', async () => {
    const person = await buildPerson(t.database.db);
    const idle = t.client();
    await idle.login(person.email, TEST_PASSWORD);
    const expired = t.client();
    await expired.login(person.email, TEST_PASSWORD);
    await t.database.query(
      `update sessions set last_seen_at = now() - interval '5 hours' where user_id = $1 and id = (select id from sessions where user_id = $1 order by created_at limit 1)`,
      [person.user.id],
    );
    await t.database.query(
      `update sessions set expires_at = now() - interval '1 minute' where user_id = $1 and id = (select id from sessions where user_id = $1 order by created_at desc limit 1)`,
      [person.user.id],
    );
    expect((await idle.get('/api/v1/my/user_contexts')).status).toBe(401);
    expect((await expired.get('/api/v1/my/user_contexts')).status).toBe(401);
  });
});
