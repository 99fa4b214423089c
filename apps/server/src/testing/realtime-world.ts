import { postMessage, startConversation as startConversationOf } from './conversations';
import type { OrganizationRow, Person } from './factories';
import { connectSocket, type TestSocket } from './realtime-client';
import { coachAndCandidate, type SignedIn, signedInMember, signIn as signInTo } from './signed-in';
import type { TestApp } from './test-app';

/**
 * People signed in over HTTP with their sockets, on a test app (and a second instance of it):
 * the world of the realtime, conversation and notification tests. `close()` closes every
 * socket opened through it.
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

  const startConversation = (author: SignedIn, partnerIds: string[]) => startConversationOf(author, partnerIds);

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
