import type { ApiClient } from '@koers/server-core/testing/api-client';
import { describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson, type Person, TEST_PASSWORD } from '../../testing/factories';
import { mailbox, waitForMail } from '../../testing/mailbox';
import { buildAuthenticationRequirement } from '../../testing/organization-content.factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A second browser of the same person, logging in with its own user agent. */
async function secondBrowser(person: { email: string }, password = TEST_PASSWORD, userAgent = IPHONE) {
  const client = t.client();
  const response = await client.post(
    '/api/v1/session',
    { data: { type: 'sessions', attributes: { email: person.email, password } } },
    { headers: { 'user-agent': userAgent } },
  );
  expect(response.status).toBe(201);
  return client;
}

const passwordChange = (currentPassword: string, password: string) => ({
  data: { type: 'passwords', attributes: { currentPassword, password } },
});
const emailChange = (email: string, currentPassword = TEST_PASSWORD) => ({
  data: { type: 'email_changes', attributes: { email, currentPassword } },
});
const confirm = (client: ApiClient, token: string) =>
  client.patch('/api/v1/email_change', { data: { type: 'email_changes', attributes: { token } } });

const linkIn = (text: string | undefined) => /\/email-change\/([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1] ?? null;

describe('Mijn account', () => {
  it('shows and renames one’s own account; 401 without session, 422 for an empty name', async () => {
    expect((await t.client().get('/api/v1/my/account')).status).toBe(401);
    const person = await buildPerson(t.database.db, { rights: { coach: true } });
    const client = await t.loginAs(person);
    const account = await client.get('/api/v1/my/account');
    expect(account.body.data.attributes).toMatchObject({
      name: person.user.name,
      email: person.email,
      pendingEmail: null,
      mfaEnabled: false,
    });
    const empty = await client.patch('/api/v1/my/account', { data: { type: 'accounts', attributes: { name: ' ' } } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0]).toMatchObject({
      detail: 'Vul de naam in.',
      source: { pointer: '/data/attributes/name' },
    });
    const renamed = await client.patch('/api/v1/my/account', {
      data: { type: 'accounts', attributes: { name: 'Anna de Groot' } },
    });
    expect(renamed.status).toBe(200);
    expect((await client.get('/api/v1/session')).body.data.attributes.user.name).toBe('Anna de Groot');
  });

  it('is reachable behind the extra-security wall', async () => {
    const organization = await buildOrganization(t.database.db);
    await buildAuthenticationRequirement(t.database.db, organization.id, { userType: 'member', mfa: true });
    const person = await buildPerson(t.database.db, { organization });
    const client = await t.loginAs(person);
    expect((await client.get('/api/v1/sectors')).status).toBe(403);
    expect((await client.get('/api/v1/my/account')).status).toBe(200);
    expect((await client.get('/api/v1/my/sessions')).status).toBe(200);
  });
});

describe('Wachtwoord wijzigen', () => {
  it('takes the current password, ends the other sessions and the open reset links, keeps this one', async () => {
    const person = await buildPerson(t.database.db);
    const here = await t.loginAs(person);
    const elsewhere = await secondBrowser(person);
    await t
      .client()
      .post('/api/v1/password_resets', { data: { type: 'password_resets', attributes: { email: person.email } } });
    const [reset] = await waitForMail(t, person.email);
    const resetToken = /\/password-reset\/([A-Za-z0-9_-]{43})/.exec(reset?.text ?? '')?.[1];

    const wrong = await here.patch(
      '/api/v1/my/password',
      passwordChange('Niet-mijn-wachtwoord', 'Nieuw-wachtwoord-2026'),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({
      detail: 'Het huidige wachtwoord is onjuist.',
      source: { pointer: '/data/attributes/currentPassword' },
    });
    const weak = await here.patch('/api/v1/my/password', passwordChange(TEST_PASSWORD, 'kort'));
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0].source.pointer).toBe('/data/attributes/password');
    expect((await elsewhere.get('/api/v1/session')).status).toBe(200);

    const changed = await here.patch('/api/v1/my/password', passwordChange(TEST_PASSWORD, 'Nieuw-wachtwoord-2026'));
    expect(changed.status).toBe(204);
    expect((await here.get('/api/v1/session')).status).toBe(200);
    expect((await elsewhere.get('/api/v1/session')).status).toBe(401);
    expect((await t.client().login(person.email, TEST_PASSWORD)).status).toBe(401);
    expect((await t.client().login(person.email, 'Nieuw-wachtwoord-2026')).status).toBe(201);
    const viaReset = await t.client().patch('/api/v1/password_reset', {
      data: {
        type: 'password_resets',
        attributes: { token: resetToken, password: 'Via-de-oude-link-1', passwordConfirmation: 'Via-de-oude-link-1' },
      },
    });
    expect(viaReset.status).toBe(422);
  });

  it('counts wrong current passwords like login attempts: the sixth from one address is refused', async () => {
    const person = await buildPerson(t.database.db);
    const client = await t.loginAs(person);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await client.patch(
        '/api/v1/my/password',
        passwordChange(`Geraden-${attempt}-abc`, 'Nieuw-wachtwoord-2026'),
      );
      expect(response.status).toBe(422);
    }
    const blocked = await client.patch('/api/v1/my/password', passwordChange(TEST_PASSWORD, 'Nieuw-wachtwoord-2026'));
    expect(blocked.status).toBe(429);
  });
});

describe('E-mailadres wijzigen', () => {
  it('changes the login only when the link mailed to the new address is opened, once; the old address hears of it', async () => {
    const person = await buildPerson(t.database.db);
    const client = await t.loginAs(person);
    const wrong = await client.post(
      '/api/v1/my/email_change',
      emailChange('nieuw.adres@test.koers.nl', 'Fout-wachtwoord-1'),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].source.pointer).toBe('/data/attributes/currentPassword');
    const invalid = await client.post('/api/v1/my/email_change', emailChange('geen-adres'));
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0].source.pointer).toBe('/data/attributes/email');

    const email = `nieuw-${person.user.id.slice(0, 8)}@test.koers.nl`;
    const asked = await client.post('/api/v1/my/email_change', emailChange(email.toUpperCase()));
    expect(asked.status).toBe(201);
    expect(asked.body.data.attributes.pendingEmail.email).toBe(email);
    const [mail] = await mailbox(t, email);
    expect(mail?.subject).toBe('Bevestig je nieuwe e-mailadres voor Koers');
    const token = linkIn(mail?.text);
    expect(token).not.toBeNull();
    // Until then the old address is the login.
    expect((await t.client().login(person.email, TEST_PASSWORD)).status).toBe(201);

    expect((await confirm(t.client(), token ?? '')).status).toBe(204);
    expect((await t.client().login(email, TEST_PASSWORD)).status).toBe(201);
    expect((await t.client().login(person.email, TEST_PASSWORD)).status).toBe(401);
    const [notice] = await mailbox(t, person.email);
    expect(notice?.subject).toBe('Je e-mailadres voor Koers is gewijzigd');
    const again = await confirm(t.client(), token ?? '');
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({
      code: 'account.invalid_email_change_token',
      source: { pointer: '/data/attributes/token' },
    });
    expect((await client.get('/api/v1/my/account')).body.data.attributes).toMatchObject({ email, pendingEmail: null });
  });

  it('answers alike for an address that is someone else’s login; only that mailbox is told, and no link works', async () => {
    const other = await buildPerson(t.database.db);
    const person = await buildPerson(t.database.db);
    const client = await t.loginAs(person);
    const free = await client.post(
      '/api/v1/my/email_change',
      emailChange(`vrij-${person.user.id.slice(0, 8)}@test.koers.nl`),
    );
    const taken = await client.post('/api/v1/my/email_change', emailChange(other.email));
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.body.data.attributes)).toEqual(Object.keys(free.body.data.attributes));
    const [mail] = await mailbox(t, other.email);
    expect(mail?.text).toContain('Met dit adres logt al een ander account in');
    expect(linkIn(mail?.text)).toBeNull();
    expect((await t.client().login(other.email, TEST_PASSWORD)).status).toBe(201);
  });

  it('a candidate’s new address follows into their dossier’s e-mail history', async () => {
    const candidate = await buildPerson(t.database.db, { userType: 'client' });
    const coach = await buildPerson(t.database.db, {
      organization: candidate.organization,
      rights: { administrator: true, coach: true },
    });
    const client = await t.loginAs(candidate);
    const email = `kandidaat-${candidate.user.id.slice(0, 8)}@test.koers.nl`;
    await client.post('/api/v1/my/email_change', emailChange(email));
    const [mail] = await mailbox(t, email);
    expect((await confirm(t.client(), linkIn(mail?.text) ?? '')).status).toBe(204);
    const dossierId = candidate.context.dossierId as string;
    const changes = await (await t.loginAs(coach)).get(`/api/v1/dossier/${dossierId}/email_changes`);
    expect(changes.body.data.map((item: any) => item.attributes)).toEqual([
      expect.objectContaining({ previousEmail: candidate.email, email, changedByName: candidate.user.name }),
    ]);
  });
});

describe('Sessies op andere apparaten', () => {
  async function twoSessions(): Promise<{ person: Person; here: ApiClient; phone: ApiClient }> {
    const person = await buildPerson(t.database.db);
    return { person, here: await t.loginAs(person), phone: await secondBrowser(person) };
  }

  it('lists device, address and last use; ends one other session, or all but this one (Overal uitloggen)', async () => {
    const { person, here, phone } = await twoSessions();
    const laptop = await secondBrowser(
      person,
      TEST_PASSWORD,
      'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    );
    const listed = await here.get('/api/v1/my/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.meta.count).toBe(3);
    const iphone = listed.body.data.find((item: any) => item.attributes.system === 'iOS');
    expect(iphone.attributes).toMatchObject({
      current: false,
      browser: 'Safari',
      deviceKind: 'phone',
      ip: phone.ip,
      addressKind: 'private',
    });
    expect(listed.body.data.filter((item: any) => item.attributes.current)).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toMatch(/token/i);

    const current = listed.body.data.find((item: any) => item.attributes.current).id;
    const self = await here.delete(`/api/v1/my/sessions/${current}`);
    expect(self.status).toBe(422);
    expect(self.body.errors[0].code).toBe('account.current_session');
    expect((await here.delete(`/api/v1/my/sessions/${iphone.id}`)).status).toBe(204);
    expect((await phone.get('/api/v1/session')).status).toBe(401);
    expect((await laptop.get('/api/v1/session')).status).toBe(200);
    expect((await here.delete(`/api/v1/my/sessions/${iphone.id}`)).status).toBe(404);

    expect((await here.delete('/api/v1/my/sessions')).status).toBe(204);
    expect((await laptop.get('/api/v1/session')).status).toBe(401);
    expect((await here.get('/api/v1/my/sessions')).body.meta.count).toBe(1);
  });

  it('never ends another person’s session (404), nor lists it', async () => {
    const { here } = await twoSessions();
    const stranger = await twoSessions();
    const theirs = (await stranger.here.get('/api/v1/my/sessions')).body.data[0].id;
    expect((await here.delete(`/api/v1/my/sessions/${theirs}`)).status).toBe(404);
    expect((await here.delete('/api/v1/my/sessions/niet-een-id')).status).toBe(404);
    expect((await stranger.here.get('/api/v1/session')).status).toBe(200);
    const mine = (await here.get('/api/v1/my/sessions')).body.data.map((item: any) => item.id);
    expect(mine).not.toContain(theirs);
    expect((await t.client().delete('/api/v1/my/sessions')).status).toBe(401);
  });
});
