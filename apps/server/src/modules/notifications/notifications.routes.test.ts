import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { postMessage, startConversation } from '../../testing/conversations';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { mailbox } from '../../testing/mailbox';
import { realtimeWorld } from '../../testing/realtime-world';
import type { SignedIn } from '../../testing/signed-in';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();
let states: Record<string, string>;
beforeAll(async () => {
  const somebody = await signIn(await buildPerson(t.database.db, { userType: 'client' }));
  const response = await somebody.client.get('/api/v1/vacancy_states');
  states = Object.fromEntries(response.body.data.map((state: any) => [state.attributes.code, state.id]));
});

const { signIn, member, world } = realtimeWorld(t);
type Signed = SignedIn;

async function notificationsOf(person: Signed, query: Record<string, string> = {}) {
  const response = await person.client.get(`/api/v1/user_contexts/${person.context.id}/notifications`, { query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { data: any[]; meta: { count: number; unreadCount: number } };
}

const write = (author: Signed, partnerIds: string[], content: string) =>
  startConversation(author, partnerIds, { content });
const reply = postMessage;

const rel = (type: string, id: string | null) => ({ data: id ? { type, id } : null });

async function propose(coach: Signed, dossierId: string) {
  const response = await coach.client.post('/api/v1/saved_vacancy', {
    data: {
      type: 'saved_vacancies',
      attributes: { vacancyId: randomUUID(), vacancyType: 'Vacancies::ExternalVacancy' },
      relationships: {
        dossier: rel('dossiers', dossierId),
        vacancyState: rel('vacancy_states', states.suggested ?? ''),
        explorer: rel('explorers', randomUUID()),
      },
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.id as string;
}

describe('a new message becomes a notification for every other participant', () => {
  it('the coach is told of the candidate’s message; more messages gather in one unread notification', async () => {
    const { coach, candidate } = await world();
    const conversationId = await write(candidate, [coach.context.id], 'Kunnen we morgen bellen?');
    const first = await notificationsOf(coach);
    expect(first.meta.unreadCount).toBe(1);
    expect(first.data[0]).toMatchObject({
      type: 'notifications',
      attributes: {
        kind: 'conversation_message',
        title: `Nieuw bericht van ${candidate.name}`,
        body: 'In ‘Sollicitatie’: Kunnen we morgen bellen?',
        link: `/conversations/${conversationId}`,
        count: 1,
        read: false,
      },
    });
    // The author is not told of their own message.
    expect((await notificationsOf(candidate)).meta.count).toBe(0);

    await reply(candidate, conversationId, 'Of overmorgen?');
    const gathered = await notificationsOf(coach);
    expect(gathered.meta).toMatchObject({ count: 1, unreadCount: 1 });
    expect(gathered.data[0].attributes).toMatchObject({ count: 2, title: '2 nieuwe berichten in ‘Sollicitatie’' });

    // Once read, the next message is a notification of its own.
    const id = gathered.data[0].id;
    const read = await coach.client.patch(`/api/v1/notification/${id}`, {
      data: { type: 'notifications', id, attributes: { read: true } },
    });
    expect(read.status).toBe(200);
    expect(read.body.data.attributes.read).toBe(true);
    await reply(candidate, conversationId, 'Laat maar weten.');
    const after = await notificationsOf(coach);
    expect(after.meta).toMatchObject({ count: 2, unreadCount: 1 });
    expect((await notificationsOf(coach, { 'filter[read]': 'false' })).data.map((n) => n.attributes.count)).toEqual([
      1,
    ]);
    expect((await notificationsOf(coach, { 'filter[read]': 'true' })).data.map((n) => n.id)).toEqual([id]);
  });
});

describe('reading the messages reads their notification', () => {
  it('the notification of a conversation turns read once every message in it is read, not before', async () => {
    const { coach, candidate } = await world();
    const conversationId = await write(candidate, [coach.context.id], 'Kunnen we morgen bellen?');
    const second = await reply(candidate, conversationId, 'Of overmorgen?');
    const events = await coach.client.get('/api/v1/conversation_events', {
      query: { 'filter[conversation]': conversationId },
    });
    expect(events.status, JSON.stringify(events.body)).toBe(200);
    const first = (events.body.data as Array<{ id: string }>).find((event) => event.id !== second);
    // Reading the first message leaves the second unread: the notification stays.
    expect((await coach.client.post(`/api/v1/conversation_message/${first?.id}/readers`, {})).status).toBe(200);
    expect((await notificationsOf(coach)).meta.unreadCount).toBe(1);
    expect((await coach.client.post(`/api/v1/conversation_message/${second}/readers`, {})).status).toBe(200);
    const after = await notificationsOf(coach);
    expect(after.meta.unreadCount).toBe(0);
    expect(after.data[0].attributes).toMatchObject({ kind: 'conversation_message', read: true });
  });
});

describe('saved vacancies: a proposal and a state change by a coach', () => {
  it('the candidate is told; their own change tells nobody', async () => {
    const { coach, candidate, dossier } = await world();
    const savedVacancyId = await propose(coach, dossier.id);
    const proposed = await notificationsOf(candidate);
    expect(proposed.data[0].attributes).toMatchObject({
      kind: 'vacancy_suggested',
      title: `${coach.name} heeft een vacature voor je voorgesteld`,
      link: '/vacancies/saved',
    });
    const change = (stateId: string) => ({
      data: {
        type: 'saved_vacancies',
        id: savedVacancyId,
        relationships: { vacancyState: rel('vacancy_states', stateId) },
      },
    });
    expect(
      (await coach.client.patch(`/api/v1/saved_vacancy/${savedVacancyId}`, change(states.applied ?? ''))).status,
    ).toBe(200);
    const changed = await notificationsOf(candidate);
    expect(changed.meta.unreadCount).toBe(2);
    expect(changed.data[0].attributes).toMatchObject({ kind: 'saved_vacancy_state' });
    expect(changed.data[0].attributes.body).toMatch(/^De vacature staat nu op ‘.+’\.$/);
    expect(
      (await candidate.client.patch(`/api/v1/saved_vacancy/${savedVacancyId}`, change(states.interesting ?? '')))
        .status,
    ).toBe(200);
    expect((await notificationsOf(candidate)).meta.count).toBe(2);
    expect((await notificationsOf(coach)).meta.count).toBe(0);
  });
});

describe('a dossier handed to another coach; an invitation accepted', () => {
  it('the new coach is told, the one who stays is not', async () => {
    const { organization, coach, dossier } = await world();
    const other = await member(organization);
    const admin = await member(organization, { administrator: true, coach: true, canManageOtherCandidates: true });
    const response = await admin.client.patch(`/api/v1/dossier/${dossier.id}/relationships/coaches`, {
      data: [
        { type: 'team_members', id: coach.context.teamMemberId },
        { type: 'team_members', id: other.context.teamMemberId },
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const told = await notificationsOf(other);
    expect(told.data[0].attributes).toMatchObject({
      kind: 'dossier_assigned',
      title: `Het dossier van ${dossier.clientName} is aan je overgedragen`,
      body: `${admin.name} heeft je coach gemaakt van ${dossier.clientName}.`,
      link: `/dossiers/${dossier.id}`,
    });
    expect((await notificationsOf(coach)).meta.count).toBe(0);
  });

  it('the coach who invited hears that the candidate accepted', async () => {
    const organization = await buildOrganization(t.database.db);
    const coach = await member(organization);
    const email = `nieuw-${randomUUID().slice(0, 8)}@test.koers.nl`;
    const created = await coach.client.post(`/api/v1/organization/${organization.id}/dossier`, {
      data: {
        type: 'dossiers',
        attributes: { firstName: 'Iris', lastName: 'Kok', email, startsOn: '2026-01-01', endsOn: '2026-12-31' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [message] = await mailbox(t, email);
    const token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1] ?? '';
    const accepted = await t.client().patch('/api/v1/candidate_invitation', {
      data: {
        type: 'candidate_invitations',
        attributes: { token, password: 'Mijn-nieuwe-wachtwoord', passwordConfirmation: 'Mijn-nieuwe-wachtwoord' },
      },
    });
    expect(accepted.status).toBe(201);
    const told = await notificationsOf(coach);
    expect(told.data[0].attributes).toMatchObject({
      kind: 'invitation_accepted',
      title: 'Iris Kok heeft de uitnodiging geaccepteerd',
      link: `/dossiers/${created.body.data.id}`,
    });
  });
});

describe('reading and marking', () => {
  it('mark all read; nobody else reads, marks or lists them (404), a super user has none (403)', async () => {
    const { organization, coach, candidate } = await world();
    await write(candidate, [coach.context.id], 'Een');
    await write(candidate, [coach.context.id], 'Twee');
    const list = await notificationsOf(coach);
    expect(list.meta.unreadCount).toBe(2);
    const id = list.data[0].id;

    const colleague = await member(organization);
    const stranger = await member(await buildOrganization(t.database.db), {
      administrator: true,
      coach: true,
      canManageOtherCandidates: true,
    });
    for (const other of [colleague, stranger, candidate]) {
      const patch = await other.client.patch(`/api/v1/notification/${id}`, {
        data: { type: 'notifications', id, attributes: { read: true } },
      });
      expect(patch.status).toBe(404);
      expect((await other.client.get(`/api/v1/user_contexts/${coach.context.id}/notifications`)).status).toBe(404);
      expect((await other.client.post(`/api/v1/user_contexts/${coach.context.id}/notifications/read`)).status).toBe(
        404,
      );
    }
    const maintainer = await signIn(await buildPerson(t.database.db, { userType: 'maintainer' }));
    expect((await maintainer.client.get(`/api/v1/user_contexts/${maintainer.context.id}/notifications`)).status).toBe(
      403,
    );
    expect((await t.client().get(`/api/v1/user_contexts/${coach.context.id}/notifications`)).status).toBe(401);

    const bad = await coach.client.patch(`/api/v1/notification/${id}`, {
      data: { type: 'notifications', id, attributes: { read: 'ja' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source.pointer).toBe('/data/attributes/read');

    expect((await coach.client.post(`/api/v1/user_contexts/${coach.context.id}/notifications/read`)).status).toBe(204);
    const after = await notificationsOf(coach);
    expect(after.meta).toMatchObject({ count: 2, unreadCount: 0 });
    expect(after.data.every((n) => n.attributes.read)).toBe(true);
  });
});

describe('the personal e-mail setting', () => {
  it('reads immediately by default, takes daily or never, refuses anything else with a Dutch 422', async () => {
    const { coach } = await world();
    const path = `/api/v1/user_contexts/${coach.context.id}/email_settings`;
    const initial = await coach.client.get(path);
    expect(initial.body.data).toMatchObject({
      type: 'personal_email_settings',
      attributes: { frequency: 'immediately' },
    });
    const body = (frequency: string) => ({ data: { type: 'personal_email_settings', attributes: { frequency } } });
    expect((await coach.client.patch(path, body('daily'))).body.data.attributes.frequency).toBe('daily');
    expect((await coach.client.get(path)).body.data.attributes.frequency).toBe('daily');
    const bad = await coach.client.patch(path, body('wekelijks'));
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({
      detail: 'Kies direct, dagelijks of nooit.',
      source: { pointer: '/data/attributes/frequency' },
    });
  });
});
