import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildEmployer } from '../../testing/employer-factories';
import { buildOrganization } from '../../testing/factories';
import { connectSocket } from '../../testing/realtime-client';
import { realtimeWorld } from '../../testing/realtime-world';
import { startTestApp, useTestApp } from '../../testing/test-app';

const t = useTestApp();
const w = realtimeWorld(t);
afterAll(() => w.close());

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return (error as { status?: unknown }).status ?? 'refused';
  }
  return 'connected';
}

describe('the realtime endpoint admits a socket like a policy route', () => {
  it('refuses a socket without a session (401), of another person’s context (403), without a context (400), from another site', async () => {
    const { coach, candidate } = await w.world();
    const anonymous = t.client();
    expect(await refusal(connectSocket(t.url, anonymous, { userContextId: coach.context.id }))).toBe(401);
    expect(await refusal(connectSocket(t.url, candidate.client, { userContextId: coach.context.id }))).toBe(403);
    expect(await refusal(connectSocket(t.url, candidate.client, { userContextId: null }))).toBe(400);
    expect(await refusal(connectSocket(t.url, candidate.client, { userContextId: 'x' }))).toBe(400);
    // Cross-site WebSocket hijacking: the cookie goes along, the Origin gives the other site away.
    expect(await refusal(connectSocket(t.url, candidate.client, { origin: 'https://evil.example' }))).toBe('refused');
    const own = await w.socketOf(candidate);
    expect(own.socket.connected).toBe(true);
  });

  it('closes the socket when its session ends (a logout anywhere announces an access change)', async () => {
    const { candidate } = await w.world();
    const socket = await w.socketOf(candidate);
    const gone = socket.disconnected();
    expect((await candidate.client.delete('/api/v1/session')).status).toBe(204);
    await gone;
    expect(socket.socket.connected).toBe(false);
  });
});

describe('subscriptions are admitted by the HTTP read they refresh', () => {
  it('a conversation: its participants, not a colleague outside it (404), not another organisation (404)', async () => {
    const { organization, coach, candidate } = await w.world();
    const conversationId = await w.startConversation(candidate, [coach.context.id]);
    const colleague = await w.member(organization);
    const other = await w.member(await buildOrganization(t.database.db), { administrator: true, coach: true });

    expect(await (await w.socketOf(coach)).subscribe({ channel: 'Conversation', id: conversationId })).toEqual({
      ok: true,
    });
    expect(await (await w.socketOf(colleague)).subscribe({ channel: 'Conversation', id: conversationId })).toEqual({
      ok: false,
      status: 404,
    });
    expect(await (await w.socketOf(other)).subscribe({ channel: 'Conversation', id: conversationId })).toEqual({
      ok: false,
      status: 404,
    });
  });

  it('a dossier: its coach and candidate; another candidate 403, another organisation 404', async () => {
    const { organization, coach, candidate, dossierId } = await w.world();
    const otherCandidate = await buildDossier(t.database.db, { organization, coaches: [coach] });
    if (!otherCandidate.candidate) throw new Error('candidate');
    const stranger = await w.signIn(otherCandidate.candidate);
    const other = await w.member(await buildOrganization(t.database.db), { administrator: true, coach: true });
    const dossier = { channel: 'Dossier', id: dossierId } as const;
    expect(await (await w.socketOf(coach)).subscribe(dossier)).toEqual({ ok: true });
    expect(await (await w.socketOf(candidate)).subscribe(dossier)).toEqual({ ok: true });
    expect(await (await w.socketOf(stranger)).subscribe(dossier)).toEqual({ ok: false, status: 403 });
    expect(await (await w.socketOf(other)).subscribe(dossier)).toEqual({ ok: false, status: 404 });
  });

  it('refuses what is no subscription (400) and what is not there (404)', async () => {
    const { candidate } = await w.world();
    const socket = await w.socketOf(candidate);
    for (const junk of [
      null,
      'Dossier',
      { channel: 'Secrets' },
      { channel: 'Dossier' },
      { channel: 'Dossier', id: 'x'.repeat(100) },
    ]) {
      expect(await socket.subscribe(junk as never)).toEqual({ ok: false, status: 400 });
    }
    expect(await socket.subscribe({ channel: 'Dossier', id: 'not-a-uuid' })).toEqual({ ok: false, status: 404 });
    expect(await socket.subscribe({ channel: 'Employer', id: crypto.randomUUID() })).toEqual({
      ok: false,
      status: 403,
    });
    expect(await socket.subscribe({ channel: 'LogsChannel', id: crypto.randomUUID() })).toEqual({
      ok: false,
      status: 404,
    });
    expect(socket.socket.connected).toBe(true);
  });
});

describe('changes reach the subscribed sockets after the commit, as { channel, type, id } only', () => {
  it('a message: the thread, the conversation lists and the unread counts of its participants; nobody else', async () => {
    const { coach, candidate } = await w.world();
    const outsider = await w.world();
    const conversationId = await w.startConversation(candidate, [coach.context.id]);

    const coachSocket = await w.socketOf(coach);
    for (const channel of ['Conversations', 'UnreadConversations'] as const) {
      expect(await coachSocket.subscribe({ channel })).toEqual({ ok: true });
    }
    expect(await coachSocket.subscribe({ channel: 'Conversation', id: conversationId })).toEqual({ ok: true });
    const outsiderSocket = await w.socketOf(outsider.coach);
    await outsiderSocket.subscribe({ channel: 'Conversations' });
    await outsiderSocket.subscribe({ channel: 'UnreadConversations' });

    await w.postMessage(candidate, conversationId, 'Heeft u mijn brief ontvangen?');
    const thread = await coachSocket.waitFor({ channel: 'Conversation', type: 'message' });
    expect(thread).toEqual({ channel: 'Conversation', type: 'message', id: conversationId });
    await coachSocket.waitFor({ channel: 'Conversations', type: 'message', id: conversationId });
    await coachSocket.waitFor({ channel: 'UnreadConversations', type: 'message', id: conversationId });
    // Nothing personal travels: the three keys and nothing else.
    for (const change of coachSocket.changes) expect(Object.keys(change).sort()).toEqual(['channel', 'id', 'type']);

    // The coach reads it: their own count changes; the outsider heard of nothing all along.
    const events = await coach.client.get('/api/v1/conversation_events', {
      query: { 'filter[conversation]': conversationId },
    });
    expect(events.status).toBe(200);
    const newest = events.body.data.at(-1).id as string;
    expect((await coach.client.post(`/api/v1/conversation_message/${newest}/readers`)).status).toBeLessThan(300);
    await coachSocket.waitFor({ channel: 'UnreadConversations', type: 'read' });
    expect(outsiderSocket.changes).toEqual([]);
  });

  it('a message written through one instance reaches a socket on another instance of the same database', async () => {
    const second = await startTestApp({ sharedDatabase: t.database });
    try {
      const { coach, candidate } = await w.world();
      const conversationId = await w.startConversation(candidate, [coach.context.id]);
      const coachOnSecond = await w.signIn(coach, second);
      const socket = await w.socketOf(coachOnSecond, second);
      expect(await socket.subscribe({ channel: 'Conversation', id: conversationId })).toEqual({ ok: true });
      expect(await socket.subscribe({ channel: 'UnreadConversations' })).toEqual({ ok: true });

      await w.postMessage(candidate, conversationId, 'Via de andere server');
      await socket.waitFor({ channel: 'Conversation', type: 'message', id: conversationId });
      await socket.waitFor({ channel: 'UnreadConversations', type: 'message', id: conversationId });
    } finally {
      await second.close();
    }
  });
});

describe('the writes of dossiers, employers, favourites and saved vacancies record their changes', () => {
  it('a dossier: a coach changes its settings, the candidate’s screen hears of it', async () => {
    const { coach, candidate, dossierId } = await w.world();
    const socket = await w.socketOf(candidate);
    expect(await socket.subscribe({ channel: 'Dossier', id: dossierId })).toEqual({ ok: true });
    const response = await coach.client.patch(`/api/v1/dossier/${dossierId}/email_settings`, {
      data: { type: 'dossier_email_settings', attributes: { coachTrackEnding: false } },
    });
    expect(response.status).toBe(200);
    expect(await socket.waitFor({ channel: 'Dossier' })).toEqual({
      channel: 'Dossier',
      type: 'updated',
      id: dossierId,
    });
  });

  it('an employer: another account manager’s edit reaches the open employer page', async () => {
    const organization = await buildOrganization(t.database.db);
    const manager = await w.member(organization, { accountManager: true });
    const colleague = await w.member(organization, { accountManager: true });
    const { employer } = await buildEmployer(t.database.db, { organization });
    const socket = await w.socketOf(colleague);
    expect(await socket.subscribe({ channel: 'Employer', id: employer.id })).toEqual({ ok: true });
    const response = await manager.client.patch(`/api/v1/employer/${employer.id}`, {
      data: { type: 'employers', id: employer.id, attributes: { city: 'Gouda' } },
    });
    expect(response.status).toBe(200);
    expect(await socket.waitFor({ channel: 'Employer' })).toEqual({
      channel: 'Employer',
      type: 'updated',
      id: employer.id,
    });
  });

  it('a favourite: marked and removed, the person’s own favourites channel hears both', async () => {
    const { coach } = await w.world();
    const socket = await w.socketOf(coach);
    expect(await socket.subscribe({ channel: 'FavoritesChannel' })).toEqual({ ok: true });
    const created = await coach.client.post('/api/v1/favorite', {
      data: {
        type: 'favorites',
        attributes: { favorableType: 'Vacancies::ExternalVacancy', favorableId: randomUUID() },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(await socket.waitFor({ channel: 'FavoritesChannel', type: 'created' })).toEqual({
      channel: 'FavoritesChannel',
      type: 'created',
      id,
    });
    expect((await coach.client.delete(`/api/v1/favorite/${id}`)).status).toBe(204);
    await socket.waitFor({ channel: 'FavoritesChannel', type: 'deleted', id });
  });

  it('a saved vacancy: saving reaches the dossier, a change of state its activity history', async () => {
    const { coach, candidate, dossierId } = await w.world();
    const coachSocket = await w.socketOf(coach);
    expect(await coachSocket.subscribe({ channel: 'Dossier', id: dossierId })).toEqual({ ok: true });
    const saved = await candidate.client.post('/api/v1/saved_vacancy', {
      data: {
        type: 'saved_vacancies',
        attributes: { vacancyId: randomUUID(), vacancyType: 'Vacancies::ExternalVacancy' },
      },
    });
    expect(saved.status).toBe(201);
    const savedVacancyId = saved.body.data.id as string;
    await coachSocket.waitFor({ channel: 'Dossier', type: 'saved_vacancy', id: dossierId });

    expect(await coachSocket.subscribe({ channel: 'LogsChannel', id: savedVacancyId })).toEqual({ ok: true });
    const states = (await candidate.client.get('/api/v1/vacancy_states')).body.data as Array<{
      id: string;
      attributes: { userActionable: boolean };
    }>;
    const other = states.find(
      (state) => state.attributes.userActionable && state.id !== saved.body.data.relationships.vacancyState.data.id,
    );
    if (!other) throw new Error('no other state');
    const changed = await candidate.client.patch(`/api/v1/saved_vacancy/${savedVacancyId}`, {
      data: {
        type: 'saved_vacancies',
        id: savedVacancyId,
        relationships: { vacancyState: { data: { type: 'vacancy_states', id: other.id } } },
      },
    });
    expect(changed.status).toBe(200);
    expect(await coachSocket.waitFor({ channel: 'LogsChannel' })).toEqual({
      channel: 'LogsChannel',
      type: 'updated',
      id: savedVacancyId,
    });
  });
});
