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

  it('guesses spread over addresses: at most 10 wrong passwords are checked per account, none waits; the owner’s device still gets in', async () => {
    const person = await buildPerson(t.database.db);
    // The owner logged in on this browser before: it keeps a device cookie.
    const earlier = await from('192.0.2.44').login(person.email, TEST_PASSWORD);
    const device = earlier.headers.getSetCookie().find((cookie) => cookie.startsWith('koers_device='));
    expect(device).toMatch(/^koers_device=[\w-]{40,};.*HttpOnly/i);

    // 8 addresses × 5 guesses at once: each address may try 5, the account only 10 of them all.
    const attack = await Promise.all(
      Array.from({ length: 8 }, (_, index) => `198.51.100.${index + 1}`).flatMap((address) =>
        Array.from({ length: 5 }, () => from(address).post('/api/v1/session', loginBody(person.email, 'fout'))),
      ),
    );
    expect(statuses(attack)).toEqual({ 401: 10, 429: 30 });
    const refused = attack.find((response) => response.body.errors?.[0]?.code === 'session.account_too_many_attempts');
    expect(refused?.body.errors[0].detail).toMatch(
      /^Te veel mislukte inlogpogingen op dit account\. Probeer het over \d+ minuten? opnieuw, .*‘Wachtwoord vergeten\?’/,
    );
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);

    // The right password from a new browser is refused unchecked as well (no session) ...
    const stranger = await from('192.0.2.99').login(person.email, TEST_PASSWORD);
    expect(stranger.status).toBe(429);
    expect(stranger.headers.get('set-cookie')).toBeNull();
    // ... a guess with a forged or someone else's device cookie counts as a new browser ...
    const forged = await from('192.0.2.98').post('/api/v1/session', loginBody(person.email, 'fout'), {
      headers: { cookie: 'koers_device=verzonnen' },
    });
    expect(forged.status).toBe(429);
    // ... and the owner, on the device they used before and from yet another address, is in at once.
    const owner = await from('192.0.2.45').post('/api/v1/session', loginBody(person.email, TEST_PASSWORD), {
      headers: { cookie: (device ?? '').split(';')[0] ?? '' },
    });
    expect(owner.status).toBe(201);
    // That device got no new cookie: it is trusted already.
    expect(owner.headers.getSetCookie().some((cookie) => cookie.startsWith('koers_device='))).toBe(false);
  });

  it('a burst over many accounts from one address is refused before any password is checked; the owner still gets in', async () => {
    // 70 unknown addresses at once from one address: past the address's 60 logins in five
    // minutes, 429 at once; of the rest only a few hashes run at a time, the others wait briefly
    // or get 503 at once — never a stalled server.
    const burst = await Promise.all(
      Array.from({ length: 70 }, (_, index) =>
        from('203.0.113.200').post('/api/v1/session', loginBody(`onbekend-${index}@test.koers.nl`, 'fout')),
      ),
    );
    const counts = statuses(burst);
    expect(counts[429]).toBe(10);
    expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBe(60);
    const limited = burst.find((response) => response.status === 429);
    expect(limited?.body.errors[0]).toMatchObject({ code: 'rate_limit.exceeded' });
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    for (const busy of burst.filter((response) => response.status === 503)) {
      expect(busy.headers.get('retry-after')).toBe('2');
      expect(busy.body.errors[0]).toMatchObject({
        code: 'session.busy',
        detail: 'Het is op dit moment erg druk. Probeer het over een paar seconden opnieuw.',
      });
    }
    const person = await buildPerson(t.database.db);
    expect((await from('192.0.2.45').login(person.email, TEST_PASSWORD)).status).toBe(201);
  });

  it('a success inside a burst does not open the window again for the rest of the burst', async () => {
    const person = await buildPerson(t.database.db);
    const first = await Promise.all(
      ['fout', TEST_PASSWORD, 'fout'].map((password) =>
        from('203.0.113.120').post('/api/v1/session', loginBody(person.email, password)),
      ),
    );
    expect(statuses(first)).toEqual({ 201: 1, 401: 2 });
    // Two wrong passwords were checked: three more, whatever the success in between.
    const rest = await Promise.all(
      Array.from({ length: 10 }, () => from('203.0.113.120').post('/api/v1/session', loginBody(person.email, 'fout'))),
    );
    expect(statuses(rest)).toEqual({ 401: 3, 429: 7 });
  });

  it('a rotating X-Forwarded-For before the trusted proxy’s entry is still one address', async () => {
    const person = await buildPerson(t.database.db);
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const client = from('203.0.113.77', `10.9.${attempt}.${attempt + 1}`);
      answers.push(await client.post('/api/v1/session', loginBody(person.email, 'fout')));
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('an address that failed for one account is not locked out of others; a success does not forget the failures', async () => {
    const person = await buildPerson(t.database.db);
    const colleague = await buildPerson(t.database.db);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await from('203.0.113.90').post('/api/v1/session', loginBody(person.email, 'fout'))).status).toBe(401);
    }
    expect((await from('203.0.113.90').login(colleague.email, TEST_PASSWORD)).status).toBe(201);
    expect((await from('203.0.113.90').login(person.email, TEST_PASSWORD)).status).toBe(201);
    // Five wrong passwords per window from one address, a success in between or not.
    expect((await from('203.0.113.90').post('/api/v1/session', loginBody(person.email, 'fout'))).status).toBe(401);
    expect((await from('203.0.113.90').post('/api/v1/session', loginBody(person.email, 'fout'))).status).toBe(429);
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
