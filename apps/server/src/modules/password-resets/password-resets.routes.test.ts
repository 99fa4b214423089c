import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { mailbox as readMailbox, waitForMail } from '../../testing/mailbox';
import { startSmtpServer } from '../../testing/smtp-server';
import { startTestApp, useTestApp } from '../../testing/test-app';

const t = useTestApp();

const requestBody = (email: string) => ({ data: { type: 'password_resets', attributes: { email } } });
const resetBody = (token: string, password: string, passwordConfirmation = password) => ({
  data: { type: 'password_resets', attributes: { token, password, passwordConfirmation } },
});

/** The reset mail is written just after the answer: wait for it. */
const mailbox = (to: string, count = 1) => waitForMail(t, to, count);

function tokenFrom(text: string): string {
  const match = text.match(/\/password-reset\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe('password reset', () => {
  it('answers 204 for a known and an unknown address alike, and mails only the known one', async () => {
    const person = await buildPerson(t.database.db);
    const unknown = await t.client().post('/api/v1/password_resets', requestBody('onbekend@test.koers.nl'));
    const known = await t.client().post('/api/v1/password_resets', requestBody(person.email));
    expect(known.status).toBe(204);
    expect(unknown.status).toBe(204);
    expect(known.text).toBe('');
    const [message] = await mailbox(person.email);
    expect(await readMailbox(t, 'onbekend@test.koers.nl')).toHaveLength(0);
    expect(message?.subject).toBe('Nieuw wachtwoord instellen voor Koers');
    expect(message?.text).toContain(`${t.url}/password-reset/`);
  });

  it('sets a new password once with the mailed token, and ends every session of the person', async () => {
    const person = await buildPerson(t.database.db);
    const loggedIn = t.client();
    await loggedIn.login(person.email, TEST_PASSWORD);
    await t.client().post('/api/v1/password_resets', requestBody(person.email));
    const [message] = await mailbox(person.email);
    const token = tokenFrom(message?.text ?? '');

    const reset = await t.client().patch('/api/v1/password_reset', resetBody(token, 'Een-nieuw-wachtwoord'));
    expect(reset.status).toBe(204);
    expect((await loggedIn.get('/api/v1/my/user_contexts')).status).toBe(401);
    expect((await t.client().login(person.email, TEST_PASSWORD)).status).toBe(401);
    expect((await t.client().login(person.email, 'Een-nieuw-wachtwoord')).status).toBe(201);

    const again = await t.client().patch('/api/v1/password_reset', resetBody(token, 'Nog-een-wachtwoord'));
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({
      detail: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe link aan.',
      source: { pointer: '/data/attributes/token' },
    });
  });

  it('a reset lifts the account’s login limit that guesses from elsewhere had reached', async () => {
    const person = await buildPerson(t.database.db);
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, index) => {
        const client = t.client();
        client.ip = `198.51.100.${index + 1}`;
        return client.post('/api/v1/session', {
          data: { type: 'sessions', attributes: { email: person.email, password: 'fout' } },
        });
      }),
    );
    expect(guesses.filter((guess) => guess.status === 429)).toHaveLength(5);
    expect((await t.client().login(person.email, TEST_PASSWORD)).status).toBe(429);

    await t.client().post('/api/v1/password_resets', requestBody(person.email));
    const token = tokenFrom((await mailbox(person.email))[0]?.text ?? '');
    expect((await t.client().patch('/api/v1/password_reset', resetBody(token, 'Een-nieuw-wachtwoord'))).status).toBe(
      204,
    );
    expect((await t.client().login(person.email, 'Een-nieuw-wachtwoord')).status).toBe(201);
  });

  it('a newer link makes the older ones dead, and using one leaves none working', async () => {
    const person = await buildPerson(t.database.db);
    await t.client().post('/api/v1/password_resets', requestBody(person.email));
    const first = tokenFrom((await mailbox(person.email, 1))[0]?.text ?? '');
    await t.client().post('/api/v1/password_resets', requestBody(person.email));
    const second = tokenFrom((await mailbox(person.email, 2))[0]?.text ?? '');
    expect(second).not.toBe(first);

    const older = await t.client().patch('/api/v1/password_reset', resetBody(first, 'Een-nieuw-wachtwoord'));
    expect(older.status).toBe(422);
    expect((await t.client().patch('/api/v1/password_reset', resetBody(second, 'Een-nieuw-wachtwoord'))).status).toBe(
      204,
    );
    const open = await t.database.query('select id from password_resets where user_id = $1 and used_at is null', [
      person.user.id,
    ]);
    expect(open).toHaveLength(0);
  });

  it('at most 5 links an hour per person, also when 12 requests come at once', async () => {
    const person = await buildPerson(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.client().post('/api/v1/password_resets', requestBody(person.email))),
    );
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    const messages = await mailbox(person.email, 5);
    // Every request has been handled once no further link appears.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await readMailbox(t, person.email)).toHaveLength(messages.length);
    const links = await t.database.query<{ open: boolean }>(
      'select used_at is null as open from password_resets where user_id = $1',
      [person.user.id],
    );
    expect(links).toHaveLength(5);
    expect(links.filter((link) => link.open)).toHaveLength(1);
  });

  it('refuses a token older than one hour', async () => {
    const person = await buildPerson(t.database.db);
    await t.client().post('/api/v1/password_resets', requestBody(person.email));
    const token = tokenFrom((await mailbox(person.email))[0]?.text ?? '');
    await t.database.query(`update password_resets set expires_at = now() - interval '1 second' where user_id = $1`, [
      person.user.id,
    ]);
    const response = await t.client().patch('/api/v1/password_reset', resetBody(token, 'Een-nieuw-wachtwoord'));
    expect(response.status).toBe(422);
  });

  it('checks the new password: minimum length and the confirmation, with pointers', async () => {
    const short = await t.client().patch('/api/v1/password_reset', resetBody('x'.repeat(43), 'kort'));
    expect(short.status).toBe(422);
    expect(short.body.errors).toContainEqual(
      expect.objectContaining({
        detail: 'Het wachtwoord moet minimaal 10 tekens bevatten.',
        source: { pointer: '/data/attributes/password' },
      }),
    );
    const mismatch = await t
      .client()
      .patch('/api/v1/password_reset', resetBody('x'.repeat(43), 'Lang-genoeg-1', 'Lang-genoeg-2'));
    expect(mismatch.body.errors).toContainEqual(
      expect.objectContaining({
        detail: 'De wachtwoorden komen niet overeen.',
        source: { pointer: '/data/attributes/passwordConfirmation' },
      }),
    );
  });

  it('stores only a hash of the token', async () => {
    const person = await buildPerson(t.database.db);
    await t.client().post('/api/v1/password_resets', requestBody(person.email));
    const token = tokenFrom((await mailbox(person.email))[0]?.text ?? '');
    const rows = await t.database.query<{ token_hash: string }>(
      'select token_hash from password_resets where user_id = $1',
      [person.user.id],
    );
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
  });
});

describe('e-mail over SMTP when SMTP_URL is set', () => {
  it('delivers the reset mail to a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    const { received } = smtp;
    const withSmtp = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Koers <no-reply@test.koers.nl>' },
    });
    try {
      const person = await buildPerson(withSmtp.database.db);
      const response = await withSmtp.client().post('/api/v1/password_resets', requestBody(person.email));
      expect(response.status).toBe(204);
      await waitUntil(() => received.length === 1);
      expect(received[0]?.to).toEqual([person.email]);
      expect(received[0]?.from).toBe('no-reply@test.koers.nl');
      expect(received[0]?.data).toContain('Subject: Nieuw wachtwoord instellen voor Koers');
      const [row] = await withSmtp.database.query<{ transport: string; sent_at: Date | null }>(
        'select transport, sent_at from outbox_messages where recipient = $1',
        [person.email],
      );
      expect(row?.transport).toBe('smtp');
      await waitUntil(async () => {
        const [sent] = await withSmtp.database.query<{ sent_at: Date | null }>(
          'select sent_at from outbox_messages where recipient = $1',
          [person.email],
        );
        return sent?.sent_at !== null;
      });
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });

  it('a request only queues: the link of a known address is made and mailed by the job queue', async () => {
    // An instance without background jobs answers, and nothing of a link exists yet...
    const withoutJobs = await startTestApp({ sharedDatabase: t.database, jobs: false });
    const person = await buildPerson(t.database.db);
    try {
      const known = await withoutJobs.client().post('/api/v1/password_resets', requestBody(person.email));
      expect([known.status, known.text]).toEqual([204, '']);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await readMailbox(t, person.email)).toHaveLength(0);
    } finally {
      await withoutJobs.close();
    }
    // ...until an instance that runs the jobs takes the request off the queue.
    await t.client().post('/api/v1/password_resets', requestBody('onbekend-2@test.koers.nl'));
    const messages = await mailbox(person.email);
    expect(messages).toHaveLength(1);
  });

  it('answers a known address before any of its work is done, as it answers an unknown one', async () => {
    // The SMTP server holds every message until released: the answer must not wait for it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let delivered = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          held.then(() => {
            delivered += 1;
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const withSmtp = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const person = await buildPerson(withSmtp.database.db);
      const known = await withSmtp.client().post('/api/v1/password_resets', requestBody(person.email));
      const unknown = await withSmtp.client().post('/api/v1/password_resets', requestBody('niemand@test.koers.nl'));
      expect([known.status, known.text, unknown.status, unknown.text]).toEqual([204, '', 204, '']);
      expect(delivered).toBe(0);
      release();
      await waitUntil(() => delivered === 1);
    } finally {
      release();
      await withSmtp.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
