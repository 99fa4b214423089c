import { createRemoteActorResolver } from '@koers/server-core/auth/remote-actor-resolver';
import { describe, expect, it } from 'vitest';
import { buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

// The vacancies service, run on its own, resolves sessions by asking the main backend.
describe('remote actor resolver (vacancies service on its own)', () => {
  it('resolves a session and the person’s own user context into the same actor the main backend builds', async () => {
    const person = await buildPerson(t.database.db, { rights: { coach: true, account_manager: true } });
    const client = t.client();
    await client.login(person.email, TEST_PASSWORD);
    const token = client.cookie?.split('=')[1] ?? '';
    const resolver = createRemoteActorResolver({ mainApiUrl: t.url });

    const resolution = await resolver.resolve(token, person.context.id);
    expect(resolution.kind).toBe('actor');
    if (resolution.kind !== 'actor') return;
    expect(resolution.actor).toMatchObject({
      userId: person.user.id,
      userContextId: person.context.id,
      organizationId: person.organization.id,
      roles: ['account_manager', 'coach'],
      subscriptionActive: true,
    });
    expect((await resolver.resolve(token, null)).kind).toBe('session');
  });

  it('sees another person’s context as foreign and a dead token as anonymous', async () => {
    const person = await buildPerson(t.database.db);
    const other = await buildPerson(t.database.db);
    const client = t.client();
    await client.login(person.email, TEST_PASSWORD);
    const token = client.cookie?.split('=')[1] ?? '';
    const resolver = createRemoteActorResolver({ mainApiUrl: t.url, ttlMs: 0 });
    expect((await resolver.resolve(token, other.context.id)).kind).toBe('foreign_context');
    await client.delete('/api/v1/session');
    expect((await resolver.resolve(token, person.context.id)).kind).toBe('anonymous');
    expect((await resolver.resolve('verzonnen-token', null)).kind).toBe('anonymous');
  });

  it('reuses an answer within its time to live', async () => {
    const person = await buildPerson(t.database.db);
    const client = t.client();
    await client.login(person.email, TEST_PASSWORD);
    const token = client.cookie?.split('=')[1] ?? '';
    let calls = 0;
    const counting: typeof fetch = async (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const resolver = createRemoteActorResolver({ mainApiUrl: t.url, ttlMs: 60_000, fetch: counting });
    await resolver.resolve(token, person.context.id);
    await resolver.resolve(token, person.context.id);
    expect(calls).toBe(1);
  });
});
