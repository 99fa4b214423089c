import { expect } from 'vitest';
import type { OrganizationRow, Person } from './factories';
import { connectSocket, type TestSocket } from './realtime-client';
import { coachAndCandidate, type SignedIn, signedInMember, signIn as signInTo } from './signed-in';
import type { TestApp } from './test-app';

/**
 * People signed in over HTTP with their sockets, on a test app (and a second instance of it):
 * the realtime tests' world. `close()` closes every socket opened through it.
 */
export function realtimeWorld(t: TestApp) {
  const sockets: TestSocket[] = [];

  const signIn = (person: Person, app: TestApp = t) => signInTo(app, person);

  async function socketOf(person: SignedIn, app: TestApp = t) {
    const socket = await connectSocket(app.url, person.client);
    sockets.push(socket);
    return socket;
  }

  const member = (organization: OrganizationRow, rights?: Record<string, boolean>) =>
    signedInMember(t, organization, rights);

  /** An organisation with a coach and a candidate they coach, both signed in. */
  async function world() {
    const built = await coachAndCandidate(t);
    return { ...built, dossierId: built.dossier.id };
  }

  async function startConversation(author: SignedIn, partnerIds: string[]) {
    const response = await author.client.post('/api/v1/conversation', {
      data: {
        type: 'conversations',
        attributes: { subject: 'Sollicitatie', content: 'Hallo!' },
        relationships: { participants: { data: partnerIds.map((id) => ({ type: 'user_contexts', id })) } },
      },
    });
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  }

  async function postMessage(author: SignedIn, conversationId: string, content: string) {
    const response = await author.client.post('/api/v1/conversation_message', {
      data: {
        type: 'conversation_messages',
        attributes: { content },
        relationships: { thread: { data: { type: 'conversations', id: conversationId } } },
      },
    });
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  }

  return {
    signIn,
    socketOf,
    member,
    world,
    startConversation,
    postMessage,
    close() {
      for (const socket of sockets.splice(0)) socket.close();
    },
  };
}
