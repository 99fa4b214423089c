import { addDays, amsterdamMoment, todayInAmsterdam } from '@koers/shared/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildPerson } from '../../testing/factories';
import { coachAndCandidate, signIn } from '../../testing/signed-in';
import { type ParsedMail, parseMail, startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { useTestApp } from '../../testing/test-app';
import { createMailer } from '../mail/mailer';
import { remindAppointments } from './appointments.service';

// A real SMTP server: the invitations are read as a calendar would get them.
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const t = useTestApp(() => ({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Koers <no-reply@test.koers.nl>' } }));

const inDays = (days: number) => addDays(todayInAmsterdam(), days);
const body = (attributes: Record<string, unknown>) => ({ data: { type: 'appointments', attributes } });
const valid = (overrides: Record<string, unknown> = {}) =>
  body({
    date: inDays(3),
    startTime: '10:00',
    endTime: '11:00',
    location: 'Stationsplein 1, Utrecht',
    videoUrl: null,
    note: 'Neem je cv mee.',
    ...overrides,
  });

/** `20261201T090000Z`: a moment as the calendar writes it in UTC. */
const icsMoment = (date: string, time: string) =>
  `${amsterdamMoment(date, time)?.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

async function delivered(email: string, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const messages = smtp.received.filter((message) => message.to.includes(email));
    if (messages.length >= count) return messages.map((message) => parseMail(message.data));
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The calendar of a mail, its folded lines unfolded. */
function calendarOf(mail: ParsedMail | undefined) {
  const file = mail?.attachments.find((attachment) => attachment.filename.endsWith('.ics'));
  expect(file?.contentType).toMatch(/^text\/calendar/);
  return (file?.content ?? '').replace(/\r?\n[ \t]/g, '');
}
const line = (calendar: string, name: string) =>
  calendar.split(/\r?\n/).find((entry) => entry.startsWith(`${name}:`) || entry.startsWith(`${name};`));

describe('appointments of a dossier', () => {
  it('a coach plans, changes and cancels; both get the invitation with the same UID and a rising SEQUENCE', async () => {
    const { coach, candidate, dossier } = await coachAndCandidate(t);
    const created = await coach.client.post(`/api/v1/dossier/${dossier.id}/appointments`, valid());
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(created.body.data.attributes).toMatchObject({
      date: inDays(3),
      startTime: '10:00',
      endTime: '11:00',
      durationMinutes: 60,
      status: 'planned',
      sequence: 0,
      organizerName: coach.name,
    });
    expect(created.body.data.meta.can).toEqual({ update: true, cancel: true });

    const [toCandidate] = await delivered(candidate.email, 1);
    expect(toCandidate?.headers.subject).toContain(`Afspraak met ${coach.name}`);
    expect(toCandidate?.text).toContain('Stationsplein 1, Utrecht');
    const invitation = calendarOf(toCandidate);
    expect(line(invitation, 'METHOD')).toBe('METHOD:REQUEST');
    expect(line(invitation, 'UID')).toBe(`UID:${id}@koers`);
    expect(line(invitation, 'SEQUENCE')).toBe('SEQUENCE:0');
    expect(line(invitation, 'DTSTART')).toBe(`DTSTART:${icsMoment(inDays(3), '10:00')}`);
    expect(line(invitation, 'DTEND')).toBe(`DTEND:${icsMoment(inDays(3), '11:00')}`);
    const [toCoach] = await delivered(coach.email, 1);
    expect(line(calendarOf(toCoach), 'UID')).toBe(`UID:${id}@koers`);

    // The candidate sees it among the coming ones, and cannot change it.
    const upcoming = await candidate.client.get(`/api/v1/dossier/${dossier.id}/appointments`, {
      query: { 'filter[when]': 'upcoming' },
    });
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.data.map((item: { id: string }) => item.id)).toEqual([id]);
    expect(upcoming.body.data[0].meta.can).toEqual({ update: false, cancel: false });
    expect((await candidate.client.patch(`/api/v1/appointment/${id}`, valid())).status).toBe(403);
    expect((await candidate.client.delete(`/api/v1/appointment/${id}`)).status).toBe(403);
    const notes = await candidate.client.get(`/api/v1/user_contexts/${candidate.context.id}/notifications`);
    expect(JSON.stringify(notes.body)).toContain(`${coach.name} heeft een afspraak met je gepland`);

    const changed = await coach.client.patch(
      `/api/v1/appointment/${id}`,
      valid({ startTime: '14:30', endTime: '15:15', location: null, videoUrl: 'https://meet.example.nl/koers-123' }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({ sequence: 1, durationMinutes: 45, location: null });
    const update = calendarOf((await delivered(candidate.email, 2))[1]);
    expect(line(update, 'METHOD')).toBe('METHOD:REQUEST');
    expect(line(update, 'UID')).toBe(`UID:${id}@koers`);
    expect(line(update, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(line(update, 'DTSTART')).toBe(`DTSTART:${icsMoment(inDays(3), '14:30')}`);
    expect(update).toContain('https://meet.example.nl/koers-123');

    expect((await coach.client.delete(`/api/v1/appointment/${id}`)).status).toBe(204);
    const cancel = calendarOf((await delivered(candidate.email, 3))[2]);
    expect(line(cancel, 'METHOD')).toBe('METHOD:CANCEL');
    expect(line(cancel, 'UID')).toBe(`UID:${id}@koers`);
    expect(line(cancel, 'SEQUENCE')).toBe('SEQUENCE:2');
    expect(line(cancel, 'STATUS')).toBe('STATUS:CANCELLED');
    expect((await delivered(coach.email, 3))[2]?.headers.subject).toContain('Geannuleerd');

    // Cancelled: no longer coming, not to be changed again; the timeline tells all three.
    const after = await candidate.client.get(`/api/v1/dossier/${dossier.id}/appointments`, {
      query: { 'filter[when]': 'upcoming' },
    });
    expect(after.body.data).toEqual([]);
    const again = await coach.client.patch(`/api/v1/appointment/${id}`, valid());
    expect(again.status).toBe(422);
    const timeline = await candidate.client.get(`/api/v1/dossier/${dossier.id}/timeline`, {
      query: { 'filter[kind]': 'appointment' },
    });
    expect(timeline.status).toBe(200);
    expect(timeline.body.data.map((item: any) => item.attributes.action).sort()).toEqual([
      'cancelled',
      'changed',
      'planned',
    ]);
  });

  it('422 with a Dutch detail and its pointer: end before start, 0 minutes, in the past, bad link, no place', async () => {
    const { coach, dossier } = await coachAndCandidate(t);
    const path = `/api/v1/dossier/${dossier.id}/appointments`;
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ startTime: '11:00', endTime: '10:00' }, '/data/attributes/endTime', /eindtijd moet na de begintijd/],
      [{ startTime: '10:00', endTime: '10:00' }, '/data/attributes/endTime', /0 minuten/],
      [{ date: inDays(-1) }, '/data/attributes/date', /verleden/],
      [{ videoUrl: 'javascript:alert(1)' }, '/data/attributes/videoUrl', /videolink/],
      [{ videoUrl: 'http://meet.example.nl/x' }, '/data/attributes/videoUrl', /https:\/\//],
      [{ location: null, videoUrl: null }, '/data/attributes/location', /plaats of een videolink/],
      [{ startTime: '25:00' }, '/data/attributes/startTime', /geldige tijd/],
      [{ date: '2026-02-30' }, '/data/attributes/date', /geldige datum/],
    ];
    for (const [overrides, pointer, detail] of cases) {
      const response = await coach.client.post(path, valid(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(422);
      const error = response.body.errors.find((item: any) => item.source?.pointer === pointer);
      expect(error?.detail, JSON.stringify(response.body.errors)).toMatch(detail);
    }
    const list = await coach.client.get(path);
    expect(list.body.meta.count).toBe(0);
  });

  it('another organisation gets 404; a candidate of another dossier reads nothing of it', async () => {
    const { coach, organization, dossier } = await coachAndCandidate(t);
    const created = await coach.client.post(`/api/v1/dossier/${dossier.id}/appointments`, valid());
    const id = created.body.data.id as string;
    const stranger = await coachAndCandidate(t);
    const admin = await signIn(
      t,
      await buildPerson(t.database.db, {
        organization: stranger.organization,
        rights: { administrator: true, coach: true, canManageOtherCandidates: true },
      }),
    );
    for (const response of [
      await admin.client.get(`/api/v1/appointment/${id}`),
      await admin.client.patch(`/api/v1/appointment/${id}`, valid()),
      await admin.client.delete(`/api/v1/appointment/${id}`),
      await admin.client.get(`/api/v1/dossier/${dossier.id}/appointments`),
      await admin.client.post(`/api/v1/dossier/${dossier.id}/appointments`, valid()),
    ]) {
      expect(response.status).toBe(404);
    }
    const neighbour = await buildDossier(t.database.db, { organization });
    if (!neighbour.candidate) throw new Error('candidate');
    const other = await signIn(t, neighbour.candidate);
    expect((await other.client.get(`/api/v1/appointment/${id}`)).status).toBe(404);
    expect((await other.client.get(`/api/v1/dossier/${dossier.id}/appointments`)).status).toBe(403);
    const fresh = await coach.client.get(`/api/v1/appointment/${id}`);
    expect(fresh.body.data.attributes.status).toBe('planned');
  });

  it('the day before, both are reminded once, mailed as their own e-mail settings say', async () => {
    const { coach, candidate, dossier } = await coachAndCandidate(t);
    const never = await coach.client.patch(`/api/v1/user_contexts/${coach.context.id}/email_settings`, {
      data: { type: 'personal_email_settings', attributes: { frequency: 'never' } },
    });
    expect(never.status).toBe(200);
    const created = await coach.client.post(`/api/v1/dossier/${dossier.id}/appointments`, valid({ date: inDays(2) }));
    const id = created.body.data.id as string;
    // Two days ahead: not yet; a day later it is tomorrow's.
    const dayAfter = new Date(Date.now() + 86_400_000);
    await remindAppointments({ db: t.database.db });
    const reminders = () =>
      t.database.query<{ recipient_context_id: string; mail_due: string | null }>(
        `select recipient_context_id, mail_due from notifications where kind = 'appointment_reminder' and subject_id = $1`,
        [id],
      );
    expect(await reminders()).toEqual([]);
    expect(await remindAppointments({ db: t.database.db, now: dayAfter })).toBeGreaterThanOrEqual(1);
    expect(await remindAppointments({ db: t.database.db, now: dayAfter })).toBe(0);
    const rows = await reminders();
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.recipient_context_id === candidate.context.id)?.mail_due).toBe('immediately');
    expect(rows.find((row) => row.recipient_context_id === coach.context.id)?.mail_due).toBeNull();
  });

  it('a failed delivery is retried with its invitation: the outbox keeps the attachment', async () => {
    const { coach, candidate, dossier } = await coachAndCandidate(t);
    smtp.failing = true;
    try {
      const created = await coach.client.post(`/api/v1/dossier/${dossier.id}/appointments`, valid());
      expect(created.status).toBe(201);
    } finally {
      smtp.failing = false;
    }
    const [kept] = await t.database.query<{ attempts: number; sent_at: Date | null }>(
      'select attempts, sent_at from outbox_messages where recipient = $1',
      [candidate.email],
    );
    expect(kept).toMatchObject({ attempts: 1, sent_at: null });
    // Time passes (the retry is due) and the delivery job runs.
    await t.database.query('update outbox_messages set next_attempt_at = now() where recipient = $1', [
      candidate.email,
    ]);
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Koers <no-reply@test.koers.nl>' });
    try {
      await mailer.deliverDue(t.database.db);
    } finally {
      mailer.close();
    }
    const [retried] = await delivered(candidate.email, 1);
    expect(line(calendarOf(retried), 'METHOD')).toBe('METHOD:REQUEST');
  });

  it('the developers’ mailbox shows the invitation attached', async () => {
    const { coach, candidate, dossier } = await coachAndCandidate(t);
    await coach.client.post(`/api/v1/dossier/${dossier.id}/appointments`, valid());
    const superUser = await signIn(t, await buildPerson(t.database.db, { userType: 'maintainer' }));
    const json = await superUser.client.get('/dev/mailbox.json', { query: { to: candidate.email } });
    expect(json.body.data[0].attachments[0]).toMatchObject({ filename: 'afspraak.ics' });
    expect(json.body.data[0].attachments[0].content).toContain('BEGIN:VCALENDAR');
    const page = await superUser.client.get('/dev/mailbox');
    expect(page.text).toContain('Bijlage: afspraak.ics');
  });
});
