import { describe, expect, it } from 'vitest';
import { buildPerson } from '../../testing/factories';
import { waitForMail } from '../../testing/mailbox';
import { startTestApp, useTestApp } from '../../testing/test-app';

const t = useTestApp();

const resetRequest = (email: string) => ({ data: { type: 'password_resets', attributes: { email } } });

describe('the developers’ mailbox holds reset links: only a super user reads it', () => {
  it('401 without a session, 403 for anyone but a super user, on the page and the JSON', async () => {
    const person = await buildPerson(t.database.db);
    await t.client().post('/api/v1/password_resets', resetRequest(person.email));
    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
      expect((await t.client().get(path, { query: { to: person.email } })).status).toBe(401);
      for (const who of [
        { userType: 'member' as const, rights: { administrator: true, coach: true, canManageOtherCandidates: true } },
        { userType: 'client' as const },
        { userType: 'contact' as const },
      ]) {
        const stranger = await buildPerson(t.database.db, who);
        const client = t.client();
        await client.login(stranger.email, stranger.password);
        const response = await client.get(path, { query: { to: person.email } });
        expect(response.status).toBe(403);
        expect(response.text).not.toContain('/password-reset/');
      }
    }
  });

  it('a super user reads the page and the messages to one address', async () => {
    const person = await buildPerson(t.database.db);
    await t.client().post('/api/v1/password_resets', resetRequest(person.email));
    // The job queue makes and mails the link after the answer (issue 33.4).
    const [message] = await waitForMail(t, person.email, 1);
    expect(message?.subject).toBe('Nieuw wachtwoord instellen voor Koers');
    const superUser = await buildPerson(t.database.db, { userType: 'maintainer' });
    const client = t.client();
    await client.login(superUser.email, superUser.password);
    const page = await client.get('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Postvak (ontwikkeling)');
    expect(page.text).toContain(person.email);
  });

  it('does not exist in production', async () => {
    const production = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const superUser = await buildPerson(production.database.db, { userType: 'maintainer' });
      const client = production.client();
      await client.login(superUser.email, superUser.password);
      expect((await client.get('/dev/mailbox')).status).toBe(404);
      expect((await client.get('/dev/mailbox.json')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
