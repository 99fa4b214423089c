import type { ApiClient } from '@koers/server-core/testing/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticationRequirements } from '../../schema/authentication-requirements.table';
import { organizations } from '../../schema/organizations.table';
import { userContexts } from '../../schema/user-contexts.table';
import { buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Access checks are fast (one statement, or on the embedded database an answer kept in memory),
// and still every change to what they decide on holds from the very next request: on the
// instance that made it and on another instance on the same database that checked the same
// session a moment before. With DATABASE_URL set these are two instances on one PostgreSQL.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({ sharedDatabase: first.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

/** The same browser session, once through each instance. */
async function loggedInOnBoth(rights: Record<string, boolean> = { coach: true }) {
  const person = await buildPerson(first.database.db, { userType: 'member', rights });
  const here = first.client();
  await here.login(person.email, TEST_PASSWORD);
  const there = second.client();
  there.cookie = here.cookie;
  there.userContextId = here.userContextId;
  const dossiers = `/api/v1/organization/${person.organization.id}/dossiers`;
  return { person, here, there, dossiers };
}

/** Both instances answer (and so have just checked this session) before the change. */
async function expectBoth(clients: ApiClient[], path: string, status: number, code?: string) {
  for (const client of clients) {
    const response = await client.get(path);
    expect(response.status).toBe(status);
    if (code) expect(response.body.errors[0].code).toBe(code);
  }
}

describe('a change to what an access check decides on holds from the very next request', () => {
  it('a logout: the session is refused on this instance and the other', async () => {
    const { here, there, dossiers } = await loggedInOnBoth();
    const cookie = here.cookie;
    await expectBoth([here, there, here, there], dossiers, 200);
    expect((await here.delete('/api/v1/session')).status).toBe(204);
    here.cookie = cookie;
    await expectBoth([there, here], dossiers, 401, 'unauthenticated');
    await expectBoth([there], '/api/v1/my/user_contexts', 401);
  });

  it('a withdrawn right: the list the right opened is refused at once', async () => {
    const { person, here, there, dossiers } = await loggedInOnBoth({ coach: true });
    await expectBoth([here, there, here, there], dossiers, 200);
    await first.database.db.update(userContexts).set({ rights: {} }).where(eq(userContexts.id, person.context.id));
    await expectBoth([there, here], dossiers, 403, 'forbidden');
  });

  it('a newly demanded requirement: a second factor the person has not used stops them at once', async () => {
    const { person, here, there, dossiers } = await loggedInOnBoth();
    await expectBoth([here, there, here, there], dossiers, 200);
    await first.database.db
      .insert(authenticationRequirements)
      .values({ organizationId: person.organization.id, userType: 'member', mfa: true });
    await expectBoth([there, here], dossiers, 403, 'authentication_requirements.unmet');
  });

  it('a disabled user context and an ended subscription are refused at once', async () => {
    const { person, here, there, dossiers } = await loggedInOnBoth();
    await expectBoth([here, there], dossiers, 200);
    await first.database.db
      .update(organizations)
      .set({ subscriptionEndsOn: '2000-01-01' })
      .where(eq(organizations.id, person.organization.id));
    await expectBoth([there, here], dossiers, 403, 'subscription.inactive');
    await first.database.db
      .update(userContexts)
      .set({ disabledAt: new Date() })
      .where(eq(userContexts.id, person.context.id));
    await expectBoth([there, here], dossiers, 403, 'forbidden');
  });

  it('a restored right works at once too', async () => {
    const { person, here, there, dossiers } = await loggedInOnBoth({});
    await expectBoth([here, there], dossiers, 403);
    await first.database.db
      .update(userContexts)
      .set({ rights: { coach: true } })
      .where(eq(userContexts.id, person.context.id));
    await expectBoth([there, here], dossiers, 200);
  });
});
