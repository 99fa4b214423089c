import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConversation } from '../../testing/conversations';
import type { OrganizationRow } from '../../testing/factories';
import { waitForMail } from '../../testing/mailbox';
import { coachAndCandidate, type SignedIn } from '../../testing/signed-in';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { useTestApp } from '../../testing/test-app';
import { createMailer } from '../mail/mailer';
import { mailDueNotifications } from './notifications.service';

// A real SMTP server; `smtp.failing` makes it refuse every message with a 451.
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
// Registered after the SMTP server's hooks: it starts once the server listens and closes before it.
const t = useTestApp(() => ({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Koers <no-reply@test.koers.nl>' } }));

async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const world = (organization?: OrganizationRow) => coachAndCandidate(t, organization);

const write = (author: SignedIn, partnerId: string, content: string) =>
  startConversation(author, [partnerId], { subject: 'Gesprek', content });

const to = (email: string) => smtp.received.filter((message) => message.to.includes(email));

async function outboxOf(email: string) {
  return t.database.query<{
    sent_at: Date | null;
    attempts: number;
    error: string | null;
    next_attempt_at: Date | null;
  }>('select sent_at, attempts, error, next_attempt_at from outbox_messages where recipient = $1', [email]);
}

describe('e-mail about notifications, over SMTP', () => {
  it('goes out at once by default, in Dutch, with the link to what happened', async () => {
    const { coach, candidate } = await world();
    const conversationId = await write(candidate, coach.context.id, 'Ik heb de vacature gezien.');
    await waitUntil(() => to(coach.email).length === 1, 'the mail to the coach');
    const [mail] = to(coach.email);
    expect(mail?.data).toContain(`Subject: Koers: Nieuw bericht van ${candidate.name}`);
    // The link is a deeplink: it opens the conversation for the coach only, in the coach's context.
    const token = /\/deeplinks\/([A-Za-z0-9_-]{43})/.exec(mail?.data.replace(/=\r?\n/g, '') ?? '')?.[1] ?? '';
    const link = await coach.client.get(`/api/v1/deeplinks/${token}`);
    expect(link.body.data.attributes.target).toBe(`/conversations/${conversationId}`);
    expect(link.body.data.relationships.userContext.data.id).toBe(coach.context.id);
    // The server has the message before the delivery that sent it is recorded.
    await waitUntil(async () => (await outboxOf(coach.email))[0]?.sent_at != null, 'the delivery recorded');
  });

  it('a failing server: the request succeeds, the mail is kept and delivered when the server is back', async () => {
    const { coach, candidate } = await world();
    smtp.failing = true;
    try {
      await write(candidate, coach.context.id, 'Ben je er morgen?');
      await waitUntil(async () => (await outboxOf(coach.email))[0]?.attempts === 1, 'a failed attempt');
      const [failed] = await outboxOf(coach.email);
      expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
      expect(failed?.error).toContain('451');
      // The next attempt waits a while; nothing is dropped.
      expect(failed?.next_attempt_at?.getTime()).toBeGreaterThan(Date.now());
      expect(to(coach.email)).toHaveLength(0);
    } finally {
      smtp.failing = false;
    }
    // Time passes (the retry is due), and the next run of the jobs delivers it.
    await t.database.query('update outbox_messages set next_attempt_at = now() where recipient = $1', [coach.email]);
    await write(coach, candidate.context.id, 'Ja hoor.');
    await waitUntil(() => to(coach.email).length === 1, 'the retried mail');
    const [sent] = await outboxOf(coach.email);
    expect(sent).toMatchObject({ attempts: 2 });
    expect(sent?.sent_at).not.toBeNull();
  });

  it('daily: nothing at once, then one digest with all of them; never: no mail at all', async () => {
    const { coach, candidate } = await world();
    const settings = (person: typeof coach, frequency: string) =>
      person.client.patch(`/api/v1/user_contexts/${person.context.id}/email_settings`, {
        data: { type: 'personal_email_settings', attributes: { frequency } },
      });
    expect((await settings(coach, 'daily')).status).toBe(200);
    expect((await settings(candidate, 'never')).status).toBe(200);
    await write(candidate, coach.context.id, 'Eerste vraag');
    await write(candidate, coach.context.id, 'Tweede vraag');
    await write(coach, candidate.context.id, 'Antwoord');
    // The 7:00 run of the digest job (here on the test's own database, with an SMTP mailer).
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'no-reply@test.koers.nl' });
    try {
      await mailDueNotifications({ db: t.database.db, mailer, publicUrl: 'http://koers.test', due: 'daily' });
    } finally {
      mailer.close();
    }
    await waitUntil(() => to(coach.email).length === 1, 'the digest');
    const digest = (to(coach.email)[0]?.data ?? '').replace(/=\r?\n/g, '');
    expect(digest).toContain('Subject: Koers: 2 nieuwe meldingen');
    expect(to(candidate.email)).toHaveLength(0);
  });

  it('a candidate gets no mail about messages when the dossier’s switch is off', async () => {
    const { coach, candidate, dossier } = await world();
    const off = await coach.client.patch(`/api/v1/dossier/${dossier.id}/email_settings`, {
      data: { type: 'dossier_email_settings', attributes: { candidateNewMessage: false } },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await write(coach, candidate.context.id, 'Hoi');
    await write(candidate, coach.context.id, 'Hallo');
    await waitUntil(() => to(coach.email).length === 1, 'the mail to the coach');
    // The candidate's notification is there, but no mail about it.
    const list = await candidate.client.get(`/api/v1/user_contexts/${candidate.context.id}/notifications`);
    expect(list.body.meta.unreadCount).toBe(1);
    expect(to(candidate.email)).toHaveLength(0);
    expect(await waitForMail(t, coach.email, 1)).toHaveLength(1);
  });
});
