import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { mailbox as readMailbox } from '../../testing/mailbox';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const requestBody = (email: string) => ({ data: { type: 'password_resets', attributes: { email } } });
const resetBody = (token: string, password: string, passwordConfirmation = password) => ({
  data: { type: 'password_resets', attributes: { token, password, passwordConfirmation } },
});

const mailbox = (to: string) => readMailbox(t, to);

function tokenFrom(text: string): string {
  const match = text.match(/\/password-reset\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe('password reset', () => {
  it('answers 204 for a known and an unknown address alike, and mails only the known one', async () => {
    const person = await buildPerson(t.database.db);
    const known = await t.client().post('/api/v1/password_resets', requestBody(person.email));
    const unknown = await t.client().post('/api/v1/password_resets', requestBody('onbekend@test.koers.nl'));
    expect(known.status).toBe(204);
    expect(unknown.status).toBe(204);
    expect(known.text).toBe('');
    expect(await mailbox('onbekend@test.koers.nl')).toHaveLength(0);
    const [message] = await mailbox(person.email);
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
    const received: Array<{ from: string; to: string[]; data: string }> = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const withSmtp = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Koers <no-reply@test.koers.nl>' },
    });
    try {
      const person = await buildPerson(withSmtp.database.db);
      const response = await withSmtp.client().post('/api/v1/password_resets', requestBody(person.email));
      expect(response.status).toBe(204);
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual([person.email]);
      expect(received[0]?.from).toBe('no-reply@test.koers.nl');
      expect(received[0]?.data).toContain('Subject: Nieuw wachtwoord instellen voor Koers');
      const [row] = await withSmtp.database.query<{ transport: string; sent_at: Date | null }>(
        'select transport, sent_at from outbox_messages where recipient = $1',
        [person.email],
      );
      expect(row?.transport).toBe('smtp');
      expect(row?.sent_at).not.toBeNull();
    } finally {
      await withSmtp.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
