import { EMAIL_TYPE_IDS, EMAIL_TYPES } from '@koers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson, type Person } from '../../testing/factories';
import { mailbox } from '../../testing/mailbox';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { useTestApp } from '../../testing/test-app';

// A real SMTP server: what an administrator writes is what the next mail says.
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const t = useTestApp(() => ({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Koers <no-reply@test.koers.nl>' } }));

const unique = () => Math.random().toString(36).slice(2, 10);
const templatesPath = (person: Person, type?: string) =>
  `/api/v1/organization/${person.organization.id}/email_templates${type ? `/${type}` : ''}`;
const settingsPath = (person: Person) => `/api/v1/organization/${person.organization.id}/email_settings`;
const template = (subject: string, body: string) => ({
  data: { type: 'email_templates', attributes: { subject, body } },
});
const settings = (attributes: { senderName: string; replyTo: string; footer: string }) => ({
  data: { type: 'organization_email_settings', attributes },
});
const invite = (email: string) => ({
  data: {
    type: 'members',
    attributes: {
      email,
      name: 'Joris Mulder',
      rights: { administrator: false, accountManager: false, coach: true, canManageOtherCandidates: false },
    },
  },
});

async function administrator() {
  const organization = await buildOrganization(t.database.db, { name: `Werkpad ${unique()}` });
  const admin = await buildPerson(t.database.db, {
    organization,
    rights: { administrator: true, coach: true, canManageOtherCandidates: true },
  });
  return { admin, client: await t.loginAs(admin) };
}

async function delivered(email: string, count = 1) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const messages = smtp.received.filter((message) => message.to.includes(email));
    if (messages.length >= count) return messages.map((message) => parseMail(message.data));
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('e-mail templates: who may word the organisation’s mail', () => {
  it('401 without a session, 403 for a coach, 404 for another organisation’s or an unknown type', async () => {
    const { admin } = await administrator();
    expect((await t.client().get(templatesPath(admin))).status).toBe(401);
    const coach = await buildPerson(t.database.db, { organization: admin.organization, rights: { coach: true } });
    const coachClient = await t.loginAs(coach);
    expect((await coachClient.get(templatesPath(admin))).status).toBe(403);
    expect((await coachClient.put(templatesPath(admin, 'password_reset'), template('Hoi', '{{link}}'))).status).toBe(
      403,
    );
    const other = await administrator();
    for (const response of [
      await other.client.get(templatesPath(admin)),
      await other.client.get(settingsPath(admin)),
      await other.client.put(templatesPath(admin, 'password_reset'), template('Hoi', '{{link}}')),
      await other.client.delete(templatesPath(admin, 'password_reset')),
      await other.client.patch(settingsPath(admin), settings({ senderName: 'X', replyTo: '', footer: '' })),
    ]) {
      expect(response.status).toBe(404);
    }
    expect((await other.client.get(templatesPath(other.admin, 'geen_soort'))).status).toBe(404);
    const [count] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from email_templates where organization_id = $1',
      [admin.organization.id],
    );
    expect(count?.n).toBe(0);
  });

  it('lists every type of e-mail Koers sends, each with its default text until the organisation words it', async () => {
    const { admin, client } = await administrator();
    const list = await client.get(templatesPath(admin));
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: any) => item.id)).toEqual(EMAIL_TYPE_IDS);
    expect(list.body.data[0].attributes).toMatchObject({
      subject: EMAIL_TYPES.password_reset.subject,
      body: EMAIL_TYPES.password_reset.body,
      customized: false,
    });
  });
});

describe('e-mail templates: saving', () => {
  it('an unknown placeholder is a 422 on its field, and a body without the link it needs too; nothing is saved', async () => {
    const { admin, client } = await administrator();
    const path = templatesPath(admin, 'member_invitation');
    const unknownInBody = await client.put(path, template('Welkom', 'Hallo {{voornaam}}, klik {{link}}'));
    expect(unknownInBody.status).toBe(422);
    expect(unknownInBody.body.errors[0]).toMatchObject({
      detail: 'De plaatshouder {{voornaam}} bestaat niet voor deze e-mail.',
      source: { pointer: '/data/attributes/body' },
    });
    const unknownInSubject = await client.put(path, template('Welkom {{bedrijf}}', 'Klik {{link}}'));
    expect(unknownInSubject.status).toBe(422);
    expect(unknownInSubject.body.errors[0].source.pointer).toBe('/data/attributes/subject');
    const withoutLink = await client.put(path, template('Welkom', 'Hallo {{naam}}'));
    expect(withoutLink.status).toBe(422);
    expect(withoutLink.body.errors[0].source.pointer).toBe('/data/attributes/body');
    const empty = await client.put(path, template('', ''));
    expect(empty.status).toBe(422);
    expect((await client.get(path)).body.data.attributes.customized).toBe(false);
  });

  it('settings: a reply-to address that is no address is a 422 on its field', async () => {
    const { admin, client } = await administrator();
    const response = await client.patch(
      settingsPath(admin),
      settings({ senderName: 'Werkpad', replyTo: 'geen adres', footer: '' }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors[0].source.pointer).toBe('/data/attributes/replyTo');
  });
});

describe('the mailer renders every mail from the organisation’s templates', () => {
  it('a changed template shows in the next mail: subject, text and HTML part, sender name, reply-to, footer, colour', async () => {
    const { admin, client } = await administrator();
    await t.database.query(
      `insert into themes (organization_id, host, palette) values ($1, $2, '{"primary":"#1B5E20"}'::jsonb)`,
      [admin.organization.id, `werkpad-${unique()}.koers.test`],
    );
    const saved = await client.put(
      templatesPath(admin, 'member_invitation'),
      template(
        'Welkom bij {{organisatie}}, {{naam}}',
        'Hoi {{naam}},\n\n{{uitnodiger}} heeft je uitgenodigd als {{rechten}}.\n\nKies je wachtwoord: {{link}}\n\nTot snel!',
      ),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.attributes.customized).toBe(true);
    const changed = await client.patch(
      settingsPath(admin),
      settings({ senderName: 'Team Werkpad', replyTo: 'Info@Werkpad.test', footer: 'Werkpad B.V. · Utrecht' }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({ replyTo: 'info@werkpad.test' });

    const email = `collega-${unique()}@test.koers.nl`;
    expect((await client.post(`/api/v1/organization/${admin.organization.id}/members`, invite(email))).status).toBe(
      201,
    );
    const [mail] = await delivered(email);
    expect(mail?.headers.subject).toBe(`Welkom bij ${admin.organization.name}, Joris Mulder`);
    expect(mail?.headers.from).toBe('Team Werkpad <no-reply@test.koers.nl>');
    expect(mail?.headers['reply-to']).toBe('info@werkpad.test');
    expect(mail?.text).toMatch(
      /^Hoi Joris Mulder,\n\n.+ heeft je uitgenodigd als coach\.\n\nKies je wachtwoord: http\S+\/invitation\/\S+\n\nTot snel!\n\n-- \nWerkpad B\.V\. · Utrecht$/,
    );
    expect(mail?.html).toContain('background:#1B5E20');
    expect(mail?.html).toContain(admin.organization.name);
    expect(mail?.html).toMatch(/<a href="http[^"]+\/invitation\/[^"]+"/);
    expect(mail?.html).toContain('Werkpad B.V. · Utrecht');

    // Back to the default text: the next mail says what Koers says.
    const reset = await client.delete(templatesPath(admin, 'member_invitation'));
    expect(reset.status).toBe(200);
    expect(reset.body.data.attributes).toMatchObject({
      customized: false,
      subject: EMAIL_TYPES.member_invitation.subject,
    });
    const next = `collega-${unique()}@test.koers.nl`;
    await client.post(`/api/v1/organization/${admin.organization.id}/members`, invite(next));
    const [again] = await delivered(next);
    expect(again?.headers.subject).toBe(`Uitnodiging van ${admin.organization.name} voor Koers`);
    expect(again?.text).toContain('nodigt je als collega uit voor Koers');
  });

  it('a person’s own mail (password reset) takes the wording of their organisation; another organisation keeps its own', async () => {
    const { admin, client } = await administrator();
    const saved = await client.put(
      templatesPath(admin, 'password_reset'),
      template('Nieuw wachtwoord bij {{organisatie}}', 'Beste {{naam}},\n\nNieuw wachtwoord: {{link}}'),
    );
    expect(saved.status).toBe(200);
    const colleague = await buildPerson(t.database.db, { organization: admin.organization, rights: { coach: true } });
    const stranger = await buildPerson(t.database.db, { rights: { coach: true } });
    for (const person of [colleague, stranger]) {
      const response = await t.client().post('/api/v1/password_resets', {
        data: { type: 'password_resets', attributes: { email: person.email } },
      });
      expect(response.status).toBe(204);
    }
    const [own] = await delivered(colleague.email);
    expect(own?.headers.subject).toBe(`Nieuw wachtwoord bij ${admin.organization.name}`);
    const [other] = await delivered(stranger.email);
    expect(other?.headers.subject).toBe('Nieuw wachtwoord instellen voor Koers');
    // The outbox keeps the rendered mail, for the developers' mailbox.
    expect((await mailbox(t, colleague.email))[0]?.subject).toBe(`Nieuw wachtwoord bij ${admin.organization.name}`);
  });
});
