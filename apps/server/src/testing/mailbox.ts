import type { ApiClient } from '@koers/server-core/testing/api-client';
import { buildPerson } from './factories';
import type { TestApp } from './test-app';

export type MailboxMessage = { id: string; to: string; subject: string; text: string; createdAt: string };

const readers = new WeakMap<TestApp, Promise<ApiClient>>();

/** A super user's session on this app: only they may read the developers' mailbox. */
function superUser(t: TestApp): Promise<ApiClient> {
  let reader = readers.get(t);
  if (!reader) {
    reader = (async () => {
      const person = await buildPerson(t.database.db, { userType: 'maintainer' });
      const client = t.client();
      const login = await client.login(person.email, person.password);
      if (login.status !== 201) throw new Error(`super user login failed: ${login.status}`);
      return client;
    })();
    readers.set(t, reader);
  }
  return reader;
}

/** The latest messages to `to` in the developers' mailbox, read as a super user. */
export async function mailbox(t: TestApp, to: string): Promise<MailboxMessage[]> {
  const response = await (await superUser(t)).get('/dev/mailbox.json', { query: { to } });
  if (response.status !== 200) throw new Error(`mailbox: ${response.status} ${response.text}`);
  return response.body.data;
}

/**
 * Waits until `count` messages to `to` are in the mailbox (mail that goes out after the answer,
 * like a reset link) and returns them, newest first; fails after `timeoutMs`.
 */
export async function waitForMail(t: TestApp, to: string, count = 1, timeoutMs = 10_000): Promise<MailboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await mailbox(t, to);
    if (messages.length >= count) return messages;
    if (Date.now() > deadline) throw new Error(`expected ${count} message(s) to ${to}, found ${messages.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the latest invitation mailed to `email` (the link to /invitation/{token}). */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const [message] = await mailbox(t, email);
  const match = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(message?.text ?? '');
  if (!match?.[1]) throw new Error(`no invitation for ${email}`);
  return match[1];
}
