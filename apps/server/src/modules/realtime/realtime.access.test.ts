import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userContexts } from '../../schema/user-contexts.table';
import { buildEmployer } from '../../testing/employer-factories';
import { buildOrganization } from '../../testing/factories';
import { connectSocket } from '../../testing/realtime-client';
import { realtimeWorld } from '../../testing/realtime-world';
import { startTestApp, type TestApp } from '../../testing/test-app';

// A subscription holds only while its person may still read what it refreshes: whoever loses
// access stops hearing of it — through this instance or another (docs/decisions.md "Realtime").
// Each test has someone who keeps access hear the change, then a round trip over the socket that
// lost it shows that nothing came. With DATABASE_URL set: two instances on one PostgreSQL.
let t: TestApp;
let second: TestApp;
let w: ReturnType<typeof realtimeWorld>;
beforeAll(async () => {
  t = await startTestApp();
  second = await startTestApp({ sharedDatabase: t.database });
  w = realtimeWorld(t);
});
afterAll(async () => {
  w.close();
  await second.close();
  await t.close();
});

describe('an open subscription ends when its access does', () => {
  it('leaving a conversation: the thread’s later changes no longer reach the one who left', async () => {
    const { coach, candidate } = await w.world();
    const conversationId = await w.startConversation(candidate, [coach.context.id]);
    const coachSocket = await w.socketOf(coach);
    const candidateSocket = await w.socketOf(candidate);
    const thread = { channel: 'Conversation', id: conversationId } as const;
    expect(await coachSocket.subscribe(thread)).toEqual({ ok: true });
    expect(await candidateSocket.subscribe(thread)).toEqual({ ok: true });

    const left = await coach.client.delete(`/api/v1/conversation/${conversationId}/participants/${coach.context.id}`);
    expect(left.status).toBe(204);
    await w.postMessage(candidate, conversationId, 'Bent u er nog?');
    await candidateSocket.waitFor({ ...thread, type: 'message' });
    await coachSocket.flush();
    expect(coachSocket.changes.filter((change) => change.channel === 'Conversation')).toEqual([]);
    // Joining again is refused like the HTTP read.
    expect(await coachSocket.subscribe(thread)).toEqual({ ok: false, status: 404 });
  });

  it('a dossier handed to another coach: the former coach’s open dossier hears nothing more', async () => {
    const { organization, coach, candidate, dossierId } = await w.world();
    const successor = await w.member(organization);
    const formerSocket = await w.socketOf(coach);
    const candidateSocket = await w.socketOf(candidate);
    const dossier = { channel: 'Dossier', id: dossierId } as const;
    expect(await formerSocket.subscribe(dossier)).toEqual({ ok: true });
    expect(await candidateSocket.subscribe(dossier)).toEqual({ ok: true });

    const handed = await coach.client.patch(`/api/v1/dossier/${dossierId}/relationships/coaches`, {
      data: [{ type: 'team_members', id: successor.context.teamMemberId }],
    });
    expect(handed.status).toBe(200);
    const changed = await successor.client.patch(`/api/v1/dossier/${dossierId}/email_settings`, {
      data: { type: 'dossier_email_settings', attributes: { coachTrackEnding: false } },
    });
    expect(changed.status).toBe(200);
    await candidateSocket.waitFor({ ...dossier, type: 'updated' });
    await formerSocket.flush();
    expect(formerSocket.changes).toEqual([]);
  });

  it('a dossier erased: whoever had it open hears that it is gone (nothing is left to check access on), then no more', async () => {
    const { organization, coach, dossierId } = await w.world();
    const admin = await w.member(organization, { administrator: true });
    const coachSocket = await w.socketOf(coach);
    const dossier = { channel: 'Dossier', id: dossierId } as const;
    expect(await coachSocket.subscribe(dossier)).toEqual({ ok: true });

    const erased = await admin.client.post(`/api/v1/dossier/${dossierId}/erasure`, {
      data: { type: 'erasures', attributes: { confirmed: true } },
    });
    expect(erased.status).toBe(201);
    expect(await coachSocket.waitFor(dossier)).toEqual({ ...dossier, type: 'deleted' });
    expect(await coachSocket.subscribe(dossier)).toEqual({ ok: false, status: 404 });
  });

  it('a right withdrawn: the employer and the own conversation channels go quiet, also on another instance', async () => {
    const organization = await buildOrganization(t.database.db);
    const manager = await w.member(organization, { accountManager: true });
    const colleague = await w.member(organization, { accountManager: true });
    const { employer } = await buildEmployer(t.database.db, { organization });
    const managerSocket = await w.socketOf(manager);
    const colleagueHere = await w.socketOf(colleague);
    const colleagueThere = await w.socketOf(await w.signIn(colleague, second), second);
    const employerChannel = { channel: 'Employer', id: employer.id } as const;
    expect(await managerSocket.subscribe(employerChannel)).toEqual({ ok: true });
    for (const socket of [colleagueHere, colleagueThere]) {
      expect(await socket.subscribe(employerChannel)).toEqual({ ok: true });
      expect(await socket.subscribe({ channel: 'UnreadConversations' })).toEqual({ ok: true });
    }

    // No right left: no employers, no conversations (the database announces it to every instance).
    await t.database.db.update(userContexts).set({ rights: {} }).where(eq(userContexts.id, colleague.context.id));
    const edited = await manager.client.patch(`/api/v1/employer/${employer.id}`, {
      data: { type: 'employers', id: employer.id, attributes: { city: 'Gouda' } },
    });
    expect(edited.status).toBe(200);
    await managerSocket.waitFor({ ...employerChannel, type: 'updated' });
    for (const socket of [colleagueHere, colleagueThere]) {
      await socket.flush();
      expect(socket.changes).toEqual([]);
      expect(socket.socket.connected).toBe(true);
      expect(await socket.subscribe({ channel: 'UnreadConversations' })).toEqual({ ok: false, status: 403 });
    }
  });

  it('a logout through one instance closes the session’s sockets on the other; other people’s stay', async () => {
    const { coach, candidate } = await w.world();
    const conversationId = await w.startConversation(candidate, [coach.context.id]);
    // The same browser session, its socket on the second instance.
    const there = second.client();
    there.cookie = candidate.client.cookie;
    there.userContextId = candidate.client.userContextId;
    const candidateThere = await connectSocket(second.url, there);
    const coachThere = await w.socketOf(await w.signIn(coach, second), second);
    const thread = { channel: 'Conversation', id: conversationId } as const;
    expect(await candidateThere.subscribe(thread)).toEqual({ ok: true });
    expect(await coachThere.subscribe(thread)).toEqual({ ok: true });

    const gone = candidateThere.disconnected();
    expect((await candidate.client.delete('/api/v1/session')).status).toBe(204);
    await gone;
    expect(candidateThere.socket.connected).toBe(false);
    await w.postMessage(coach, conversationId, 'Tot morgen');
    await coachThere.waitFor({ ...thread, type: 'message' });
    expect(candidateThere.changes).toEqual([]);
  });
});
