import type { ApiClient } from '@koers/server-core/testing/api-client';
import { startS3Server, type TestS3Server } from '@koers/server-core/testing/s3-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMessage, startConversation } from './testing/conversations';
import { connectSocket } from './testing/realtime-client';
import { coachAndCandidate } from './testing/signed-in';
import { startTestApp, type TestApp, useTestApp } from './testing/test-app';
import { putBytes, TEST_FILES, uploadDocument } from './testing/uploads';

// Two instances of the main backend behind one address, as a load balancer runs them: one
// database, one bucket, each instance with its own DATA_DIR. On PostgreSQL (DATABASE_URL, as in
// CI's server pass) the second instance connects anew, with its own pool and its own listening
// connection: what two machines do. Without DATABASE_URL both run in this process on the one
// embedded PGlite (it cannot be shared between processes), each with its own listener on it.
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
const first = useTestApp(() => ({ env: s3.env }));
let second: TestApp;
beforeAll(async () => {
  second = await startTestApp({ sharedDatabase: first.database, ownConnection: true, env: s3.env });
});
afterAll(async () => {
  await second?.close();
  await s3.close();
});

/** The same browser (cookie, chosen user context) with its next request routed to `app`. */
function routedTo(app: TestApp, client: ApiClient): ApiClient {
  const elsewhere = app.client();
  elsewhere.cookie = client.cookie;
  elsewhere.userContextId = client.userContextId;
  return elsewhere;
}

const mode = process.env.DATABASE_URL ? 'PostgreSQL, a pool each' : 'PGlite in one process';

describe(`two instances on one database and one bucket (${mode})`, () => {
  it('are separate instances: each its own DATA_DIR and, on PostgreSQL, its own connections', () => {
    expect(second.config.dataDir).not.toBe(first.config.dataDir);
    expect(second.url).not.toBe(first.url);
    if (first.database.url) expect(second.database).not.toBe(first.database);
  });

  it('serve each other’s files, whichever instance the two steps of an upload reached', async () => {
    const { coach, dossier } = await coachAndCandidate(first);
    const onFirst = await uploadDocument(coach.client, dossier.id);
    expect(onFirst.status).toBe(200);
    const readOnSecond = await routedTo(second, coach.client).get(`/api/v1/files/${onFirst.fileId}`);
    expect(readOnSecond.status).toBe(200);
    expect(readOnSecond.text).toBe(TEST_FILES.PDF.toString());

    // The upload request answered by the second instance, the bytes sent to the first.
    const requested = await routedTo(second, coach.client).post(`/api/v1/dossier/${dossier.id}/upload_request`, {
      data: {
        type: 'upload_requests',
        attributes: { filename: 'foto.png', filesize: TEST_FILES.PNG.length, uploadType: 'document' },
      },
    });
    expect(requested.status).toBe(201);
    expect((await putBytes(coach.client, requested.body.data.attributes.url, TEST_FILES.PNG)).status).toBe(200);
    const readBack = await fetch(
      new URL(
        `/api/v1/files/${requested.body.data.attributes.fileId}?user_context_id=${coach.client.userContextId}`,
        first.url,
      ),
      { headers: { cookie: coach.client.cookie ?? '', 'x-forwarded-for': coach.client.ip } },
    );
    expect(readBack.status).toBe(200);
    expect(Buffer.from(await readBack.arrayBuffer()).equals(TEST_FILES.PNG)).toBe(true);
  });

  it('share sessions: a login on one works on the other, a logout on the other ends it on both', async () => {
    const { coach } = await coachAndCandidate(first);
    const onSecond = routedTo(second, coach.client);
    expect((await onSecond.get('/api/v1/my/user_contexts')).status).toBe(200);
    expect((await onSecond.delete('/api/v1/session')).status).toBe(204);
    expect((await coach.client.get('/api/v1/my/user_contexts')).status).toBe(401);
  });

  it('share live events: a message written through one reaches a socket on the other, both ways', async () => {
    const { coach, candidate } = await coachAndCandidate(first);
    const conversationId = await startConversation(candidate, [coach.context.id]);
    const coachSocket = await connectSocket(second.url, routedTo(second, coach.client));
    const candidateSocket = await connectSocket(first.url, candidate.client);
    try {
      expect(await coachSocket.subscribe({ channel: 'Conversation', id: conversationId })).toEqual({ ok: true });
      expect(await candidateSocket.subscribe({ channel: 'Conversation', id: conversationId })).toEqual({ ok: true });
      await postMessage(candidate, conversationId, 'Geschreven via de eerste');
      await coachSocket.waitFor({ channel: 'Conversation', type: 'message', id: conversationId });
      // The candidate's own socket heard their message too: only what comes next counts.
      await candidateSocket.waitFor({ channel: 'Conversation', type: 'message', id: conversationId });
      candidateSocket.changes.length = 0;
      await postMessage({ client: routedTo(second, coach.client) }, conversationId, 'Antwoord via de tweede');
      await candidateSocket.waitFor({ channel: 'Conversation', type: 'message', id: conversationId });
    } finally {
      coachSocket.close();
      candidateSocket.close();
    }
  });

  it('without the bucket they could not: a file on one instance’s disk is not on the other', async () => {
    const onDisk = await startTestApp({ sharedDatabase: first.database, ownConnection: true });
    try {
      const { coach, dossier } = await coachAndCandidate(onDisk);
      const stored = await uploadDocument(coach.client, dossier.id);
      expect(stored.status).toBe(200);
      expect((await coach.client.get(`/api/v1/files/${stored.fileId}`)).status).toBe(200);
      const elsewhere = await routedTo(second, coach.client).get(`/api/v1/files/${stored.fileId}`);
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body.errors[0].detail).toBe('Dit bestand is niet meer beschikbaar.');
    } finally {
      await onDisk.close();
    }
  });
});
