import type { ApiClient } from '@koers/server-core/testing/api-client';
import { describe, expect, it } from 'vitest';
import { conversationBody, messageBody, startConversation } from '../../testing/conversations';
import { manageEmployerOfContact } from '../../testing/employer-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { realtimeWorld } from '../../testing/realtime-world';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

type Client = ApiClient;

const { signIn, member, world } = realtimeWorld(t);

const start = (author: { client: Client }, partnerIds: string[], content: string | null = 'Hallo!') =>
  startConversation(author, partnerIds, { subject: '  Sollicitatie  ', content });

describe('POST /api/v1/conversation', () => {
  it('lets a candidate write to their coach: subject trimmed, first message sent and read by its author', async () => {
    const { coach, candidate } = await world();
    const response = await candidate.client.post(
      '/api/v1/conversation',
      conversationBody('  Sollicitatie  ', [coach.context.id], 'Hallo coach'),
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      type: 'conversations',
      attributes: { subject: 'Sollicitatie', hidden: false, unreadCount: 0 },
    });
    const participantIds = response.body.data.relationships.participants.data.map((p: any) => p.id).sort();
    expect(participantIds).toEqual([coach.context.id, candidate.context.id].sort());
    const names = response.body.included
      .filter((r: any) => r.type === 'public_user_contexts')
      .map((r: any) => r.attributes.name);
    expect(names).toContain(coach.user.name);
    const last = response.body.included.find((r: any) => r.type === 'conversation_messages');
    expect(last.attributes.content).toBe('Hallo coach');

    const coachList = await coach.client.get(`/api/v1/user_contexts/${coach.context.id}/conversations`);
    expect(coachList.status).toBe(200);
    expect(coachList.body.data).toHaveLength(1);
    expect(coachList.body.data[0].attributes.unreadCount).toBe(1);
    expect(coachList.body.meta).toMatchObject({ count: 1, unreadConversations: 1 });
  });

  it('sends no first message when the message is empty', async () => {
    const { coach, candidate } = await world();
    const id = await start(candidate, [coach.context.id], '   ');
    const events = await coach.client.get('/api/v1/conversation_events', { query: { 'filter[conversation]': id } });
    expect(events.status).toBe(200);
    expect(events.body.data).toEqual([]);
  });

  it('answers 422 with the SPEC texts for a missing subject and a missing partner', async () => {
    const { candidate, coach } = await world();
    const noSubject = await candidate.client.post(
      '/api/v1/conversation',
      conversationBody('   ', [coach.context.id], 'x'),
    );
    expect(noSubject.status).toBe(422);
    expect(noSubject.body.errors[0]).toMatchObject({
      detail: 'Vul een onderwerp in.',
      source: { pointer: '/data/attributes/subject' },
    });
    const noPartner = await candidate.client.post('/api/v1/conversation', conversationBody('Vraag', [], 'x'));
    expect(noPartner.status).toBe(422);
    expect(noPartner.body.errors[0]).toMatchObject({
      detail: 'Geen gesprekspartner opgegeven',
      source: { pointer: '/data/relationships/participants' },
    });
    const onlyMyself = await candidate.client.post(
      '/api/v1/conversation',
      conversationBody('Vraag', [candidate.context.id]),
    );
    expect(onlyMyself.body.errors[0].detail).toBe('Geen gesprekspartner opgegeven');
  });

  it('refuses a subject or message that reverses what a reader sees (bidi overrides) with 422', async () => {
    const { candidate, coach } = await world();
    const reversed = 'Zie bijlage \u202Efdp.exe';
    const subject = await candidate.client.post('/api/v1/conversation', conversationBody(reversed, [coach.context.id]));
    const message = await candidate.client.post(
      '/api/v1/conversation',
      conversationBody('Vraag', [coach.context.id], `Hallo \u2066${reversed}\u2069`),
    );
    const refusal = (pointer: string) => ({
      status: '422',
      detail: 'Deze tekst bevat onzichtbare tekens die de leesrichting omdraaien; haal ze weg.',
      source: { pointer },
    });
    expect([subject.status, message.status]).toEqual([422, 422]);
    expect(subject.body.errors[0]).toMatchObject(refusal('/data/attributes/subject'));
    expect(message.body.errors[0]).toMatchObject(refusal('/data/attributes/content'));
  });

  it('refuses a partner the policy does not allow: another coach, another organisation, a non-UUID', async () => {
    const { organization, candidate } = await world();
    const otherCoach = await member(organization);
    const elsewhere = await buildPerson(t.database.db, { userType: 'member', rights: { coach: true } });
    for (const id of [otherCoach.context.id, elsewhere.context.id, 'not-a-uuid']) {
      const response = await candidate.client.post('/api/v1/conversation', conversationBody('Vraag', [id], 'x'));
      expect(response.status).toBe(422);
      expect(response.body.errors[0]).toMatchObject({
        code: 'conversations.partner_not_allowed',
        source: { pointer: '/data/relationships/participants' },
      });
    }
  });

  it('keeps members without any right and maintainers out (403)', async () => {
    const organization = await buildOrganization(t.database.db);
    const noRights = await member(organization, {});
    const response = await noRights.client.post(
      '/api/v1/conversation',
      conversationBody('Vraag', [noRights.context.id]),
    );
    expect(response.status).toBe(403);
  });
});

describe('the conversation partners autocomplete', () => {
  it('offers a candidate only their own coaches, a coach their candidates and colleagues, 7 at most', async () => {
    const { organization, coach, candidate } = await world();
    const otherCoach = await member(organization);
    const candidatePartners = await candidate.client.get(
      `/api/v1/user_contexts/${candidate.context.id}/conversation_partners`,
    );
    expect(candidatePartners.body.data.map((p: any) => p.id)).toEqual([coach.context.id]);
    const coachPartners = await coach.client.get(`/api/v1/user_contexts/${coach.context.id}/conversation_partners`);
    expect(coachPartners.body.data.map((p: any) => p.id).sort()).toEqual(
      [candidate.context.id, otherCoach.context.id].sort(),
    );
    for (let index = 0; index < 8; index += 1) await buildPerson(t.database.db, { userType: 'contact', organization });
    const many = await coach.client.get(`/api/v1/user_contexts/${coach.context.id}/conversation_partners`);
    expect(many.body.data).toHaveLength(7);
    const byName = await coach.client.get(`/api/v1/user_contexts/${coach.context.id}/conversation_partners`, {
      query: { _q: otherCoach.user.name },
    });
    expect(byName.body.data.map((p: any) => p.id)).toEqual([otherCoach.context.id]);
    const others = await coach.client.get(`/api/v1/user_contexts/${candidate.context.id}/conversation_partners`);
    expect(others.status).toBe(404);
  });
});

describe('account managers and employer contacts', () => {
  it('lets an account manager write only to contacts of employers they manage, and a contact only to their own account managers and any coach', async () => {
    const organization = await buildOrganization(t.database.db);
    const accountManager = await member(organization, { accountManager: true });
    const coach = await member(organization);
    const own = await signIn(await buildPerson(t.database.db, { userType: 'contact', organization }));
    const other = await signIn(await buildPerson(t.database.db, { userType: 'contact', organization }));
    await manageEmployerOfContact(t.database.db, own.context, accountManager.context.teamMemberId as string);
    const partnersOf = async (who: typeof own) =>
      (await who.client.get(`/api/v1/user_contexts/${who.context.id}/conversation_partners`)).body.data
        .map((p: any) => p.id)
        .sort();
    expect(await partnersOf(accountManager)).toEqual([coach.context.id, own.context.id].sort());
    expect(await partnersOf(own)).toEqual([accountManager.context.id, coach.context.id].sort());
    expect(await partnersOf(other)).toEqual([coach.context.id]);
    expect((await partnersOf(coach)).includes(other.context.id)).toBe(true);

    const refused = await accountManager.client.post(
      '/api/v1/conversation',
      conversationBody('Vacature', [other.context.id], 'x'),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe('conversations.partner_not_allowed');
    const back = await other.client.post(
      '/api/v1/conversation',
      conversationBody('Vraag', [accountManager.context.id]),
    );
    expect(back.status).toBe(422);
    await start(accountManager, [own.context.id]);
    await start(own, [accountManager.context.id, coach.context.id]);
  });
});

describe('reading, paging, readers, hiding and leaving', () => {
  it('pages through a long thread both ways and counts unread messages until they are seen', async () => {
    const { coach, candidate } = await world();
    const id = await start(candidate, [coach.context.id], 'Bericht 1');
    for (let index = 2; index <= 25; index += 1) {
      const response = await candidate.client.post('/api/v1/conversation_message', messageBody(id, `Bericht ${index}`));
      expect(response.status).toBe(201);
    }
    const newest = await coach.client.get('/api/v1/conversation_events', { query: { 'filter[conversation]': id } });
    expect(newest.body.meta.count).toBe(25);
    const contents = (body: any) => body.data.map((event: any) => event.attributes.content);
    expect(contents(newest.body)).toEqual(Array.from({ length: 20 }, (_, i) => `Bericht ${i + 6}`));
    const older = await coach.client.get('/api/v1/conversation_events', {
      query: { 'filter[conversation]': id, 'filter[before]': newest.body.data[0].id },
    });
    expect(contents(older.body)).toEqual(['Bericht 1', 'Bericht 2', 'Bericht 3', 'Bericht 4', 'Bericht 5']);
    const after = await coach.client.get('/api/v1/conversation_events', {
      query: { 'filter[conversation]': id, 'filter[after]': older.body.data[3].id, 'page[size]': '3' },
    });
    expect(contents(after.body)).toEqual(['Bericht 5', 'Bericht 6', 'Bericht 7']);

    const conversation = await coach.client.get(`/api/v1/conversation/${id}`);
    expect(conversation.body.data.attributes.unreadCount).toBe(25);
    const fifth = older.body.data[4].id;
    const read = await coach.client.post(`/api/v1/conversation_message/${fifth}/readers`, {});
    expect(read.status).toBe(200);
    expect(read.body.data.map((reader: any) => reader.id)).toEqual([coach.context.id]);
    const afterReading = await coach.client.get(`/api/v1/conversation/${id}`);
    expect(afterReading.body.data.attributes.unreadCount).toBe(20);
    const readers = await candidate.client.get(`/api/v1/conversation_message/${fifth}/readers`);
    expect(readers.body.data.map((reader: any) => reader.attributes.name)).toEqual([coach.user.name]);
  });

  it('hides a conversation for one participant until a new message arrives', async () => {
    const { coach, candidate } = await world();
    const id = await start(candidate, [coach.context.id]);
    const hidden = await coach.client.patch(`/api/v1/conversation/${id}`, {
      data: { type: 'conversations', attributes: { hidden: true } },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.attributes.hidden).toBe(true);
    const list = (who: typeof coach, query: Record<string, string> = {}) =>
      who.client.get(`/api/v1/user_contexts/${who.context.id}/conversations`, { query });
    expect((await list(coach)).body.data).toHaveLength(0);
    expect((await list(coach, { 'filter[hidden]': 'true' })).body.data).toHaveLength(1);
    expect((await list(candidate)).body.data).toHaveLength(1);
    await candidate.client.post('/api/v1/conversation_message', messageBody(id, 'Nog een vraag'));
    expect((await list(coach)).body.data).toHaveLength(1);
    const invalid = await coach.client.patch(`/api/v1/conversation/${id}`, {
      data: { type: 'conversations', attributes: { hidden: 'ja' } },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0].source.pointer).toBe('/data/attributes/hidden');
  });

  it('lets a participant leave, who then stays visible as a former participant and reads no more', async () => {
    const { coach, candidate } = await world();
    const id = await start(candidate, [coach.context.id]);
    const other = await coach.client.delete(`/api/v1/conversation/${id}/participants/${candidate.context.id}`);
    expect(other.status).toBe(403);
    const left = await coach.client.delete(`/api/v1/conversation/${id}/participants/${coach.context.id}`);
    expect(left.status).toBe(204);
    const seen = await candidate.client.get(`/api/v1/conversation/${id}`);
    expect(seen.body.data.relationships.participants.data.map((p: any) => p.id)).toEqual([candidate.context.id]);
    expect(seen.body.data.relationships.formerParticipants.data.map((p: any) => p.id)).toEqual([coach.context.id]);
    const events = await candidate.client.get('/api/v1/conversation_events', { query: { 'filter[conversation]': id } });
    expect(events.body.data.at(-1)).toMatchObject({ type: 'conversation_events', attributes: { kind: 'left' } });
    expect((await coach.client.get(`/api/v1/conversation/${id}`)).status).toBe(404);
    const write = await coach.client.post('/api/v1/conversation_message', messageBody(id, 'Toch nog'));
    expect(write.status).toBe(404);
  });
});

describe('tenancy and access', () => {
  it('answers 401 without a session, 404 for someone else’s list and for another organisation’s conversation', async () => {
    const { coach, candidate } = await world();
    const id = await start(candidate, [coach.context.id]);
    const anonymous = t.client();
    expect((await anonymous.get(`/api/v1/conversation/${id}`)).status).toBe(401);
    expect((await coach.client.get(`/api/v1/user_contexts/${candidate.context.id}/conversations`)).status).toBe(404);
    const elsewhere = await signIn(await buildPerson(t.database.db, { userType: 'member', rights: { coach: true } }));
    expect((await elsewhere.client.get(`/api/v1/conversation/${id}`)).status).toBe(404);
    expect(
      (await elsewhere.client.get('/api/v1/conversation_events', { query: { 'filter[conversation]': id } })).status,
    ).toBe(404);
    expect((await elsewhere.client.post('/api/v1/conversation_message', messageBody(id, 'Hoi'))).status).toBe(404);
    const colleague = await member(coach.organization);
    expect((await colleague.client.get(`/api/v1/conversation/${id}`)).status).toBe(404);
    expect((await coach.client.get('/api/v1/conversation_events')).status).toBe(400);
    expect((await coach.client.get('/api/v1/conversation/not-a-uuid')).status).toBe(404);
  });

  it('searches subject, messages and names', async () => {
    const { coach, candidate } = await world();
    await candidate.client.post(
      '/api/v1/conversation',
      conversationBody('Rooster', [coach.context.id], 'Over maandag'),
    );
    await candidate.client.post(
      '/api/v1/conversation',
      conversationBody('Sollicitatie', [coach.context.id], 'Bij de bakker'),
    );
    const search = (q: string) =>
      coach.client.get(`/api/v1/user_contexts/${coach.context.id}/conversations`, { query: { _q: q } });
    expect((await search('rooster')).body.data.map((c: any) => c.attributes.subject)).toEqual(['Rooster']);
    expect((await search('bakker')).body.data.map((c: any) => c.attributes.subject)).toEqual(['Sollicitatie']);
    expect((await search(candidate.user.name)).body.data).toHaveLength(2);
    expect((await search('100%_')).body.data).toHaveLength(0);
  });
});
