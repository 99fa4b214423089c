import { randomUUID } from 'node:crypto';
import type { ApiResponse } from '@koers/server-core/testing/api-client';
import { describe, expect, it } from 'vitest';
import { messageBody, startConversation } from '../../testing/conversations';
import { coachAndCandidate, signIn } from '../../testing/signed-in';
import { startTestApp, useTestApp } from '../../testing/test-app';

// Messages keep their real budget (30 a minute); the default write budgets are lowered here so
// that a handful of requests shows every kind of write route is counted.
const t = useTestApp({ env: { RATE_LIMITS: 'write=5/60,anonymous=5/60', UPLOAD_QUOTA_MB: '1' } });

const statuses = (responses: ApiResponse[]) => responses.map((response) => response.status);

function expectTooMany(response: ApiResponse) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  expect(response.body.errors[0]).toMatchObject({
    status: '429',
    code: 'rate_limit.exceeded',
    detail: expect.stringMatching(
      /^Je doet dit te vaak kort na elkaar\. Probeer het over (\d+ seconden?|1 minuut) opnieuw\.$/,
    ),
  });
}

describe('request limits', () => {
  it('a person posts at most 30 messages a minute, also in a parallel burst; others keep writing', async () => {
    const { coach, candidate } = await coachAndCandidate(t);
    const conversationId = await startConversation(coach, [candidate.context.id]); // the first of the 30
    const burst = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        coach.client.post('/api/v1/conversation_message', messageBody(conversationId, `Bericht ${i}`)),
      ),
    );
    expect(statuses(burst).filter((status) => status === 201)).toHaveLength(29);
    const refused = burst.filter((response) => response.status === 429);
    expect(refused).toHaveLength(6);
    for (const response of refused) expectTooMany(response);

    // Nothing of the refused ones was written: the thread holds the first message and 29 more.
    const thread = await candidate.client.get('/api/v1/conversation_events', {
      query: { 'filter[conversation]': conversationId, 'page[size]': 100 },
    });
    expect(thread.status, JSON.stringify(thread.body)).toBe(200);
    const messages = (thread.body.data as Array<{ attributes: { content?: string } }>).filter(
      (event) => typeof event.attributes.content === 'string',
    );
    expect(messages, JSON.stringify(thread.body.data[0])).toHaveLength(30);
    // The other participant's budget is their own.
    expect(
      (await candidate.client.post('/api/v1/conversation_message', messageBody(conversationId, 'Ok'))).status,
    ).toBe(201);
  });

  it('the count is held in the database: a second instance continues it', async () => {
    const second = await startTestApp({ sharedDatabase: t.database, env: { RATE_LIMITS: 'write=5/60' } });
    try {
      const { coach, candidate } = await coachAndCandidate(t);
      const conversationId = await startConversation(coach, [candidate.context.id]);
      const post = (client: typeof coach.client) =>
        client.post('/api/v1/conversation_message', messageBody(conversationId, 'Hallo'));
      const here = await Promise.all(Array.from({ length: 20 }, () => post(coach.client)));
      expect(statuses(here).every((status) => status === 201)).toBe(true);
      const elsewhere = await signIn(second, coach);
      const there = await Promise.all(Array.from({ length: 10 }, () => post(elsewhere.client)));
      expect(statuses(there).filter((status) => status === 201)).toHaveLength(9);
      expectTooMany(there.find((response) => response.status === 429) as ApiResponse);
    } finally {
      await second.close();
    }
  });

  it('every write counts: a user context’s, a person’s own (no context) and an anonymous one per address', async () => {
    const { coach } = await coachAndCandidate(t);
    // A write of the user context (policy route).
    const read = () => coach.client.post(`/api/v1/user_contexts/${coach.context.id}/notifications/read`);
    expect(statuses(await Promise.all(Array.from({ length: 5 }, read)))).toEqual([204, 204, 204, 204, 204]);
    expectTooMany(await read());
    // Reads are not counted.
    expect((await coach.client.get('/api/v1/session')).status).toBe(200);

    // A write of the person without a context (session route): a budget of its own.
    const endSession = () => coach.client.delete(`/api/v1/my/sessions/${randomUUID()}`, { withoutContext: true });
    expect(statuses(await Promise.all(Array.from({ length: 5 }, endSession)))).toEqual([404, 404, 404, 404, 404]);
    expectTooMany(await endSession());

    // Anonymous writes count per client address.
    const stranger = t.client();
    const preview = (client = stranger) =>
      client.post('/api/v1/candidate_invitation/preview', {
        data: { type: 'candidate_invitations', attributes: { token: 'x'.repeat(43) } },
      });
    expect(statuses(await Promise.all(Array.from({ length: 5 }, () => preview())))).toEqual([422, 422, 422, 422, 422]);
    expectTooMany(await preview());
    expect((await preview(t.client())).status).toBe(422);
  });

  it('an organisation’s uploads share a quota (UPLOAD_QUOTA_MB), pending uploads included', async () => {
    const { candidate, coach } = await coachAndCandidate(t);
    const request = (client = candidate.client) =>
      client.post('/api/v1/my/profile/upload_request', {
        data: {
          type: 'upload_requests',
          attributes: { filename: 'cv.pdf', filesize: 600 * 1024, uploadType: 'resume' },
        },
      });
    expect((await request()).status).toBe(201);
    const full = await request();
    expect(full.status).toBe(422);
    expect(full.body.errors[0]).toMatchObject({
      code: 'uploads.quota_full',
      detail:
        'Uploaden van documenten mislukt: de opslagruimte van je organisatie is vol. Vraag de beheerder van je organisatie om ruimte te maken.',
      source: { pointer: '/data/attributes/filesize' },
    });
    // Another organisation has its own space.
    const other = await coachAndCandidate(t);
    expect((await request(other.candidate.client)).status).toBe(201);
    expect(coach.organization.id).not.toBe(other.organization.id);
  });
});
