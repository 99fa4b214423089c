import { type Database, openDatabase } from '@koers/server-core/db/database';
import type { ApiClient } from '@koers/server-core/testing/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userContexts } from '../../schema/user-contexts.table';
import { buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';

// On PostgreSQL an instance keeps access checks too (access-cache.ts), fed by its listening
// connection. Two instances on one database: `writer`, and `counted`, whose pool counts every
// statement it sends. (access-changes.test.ts shows that every change holds from the very next
// request; this file shows that the cache is really used, and what a lost listener does.)
describe.runIf(Boolean(process.env.DATABASE_URL))('the access cache on PostgreSQL', () => {
  let writer: TestApp;
  let counted: TestApp;
  let countedDatabase: Database;
  let statements = 0;
  beforeAll(async () => {
    writer = await startTestApp();
    countedDatabase = await openDatabase({
      url: writer.database.url as string,
      poolSize: 3,
      onStatement: () => {
        statements++;
      },
    });
    counted = await startTestApp({ sharedDatabase: { ...countedDatabase, dispose: () => countedDatabase.close() } });
  });
  afterAll(async () => {
    await counted.close();
    await countedDatabase.close();
    await writer.close();
  });

  /**
   * Statements the counted instance sent for one request. By default the session's own actor
   * without a user context: its handler runs none, so it counts the access check alone.
   */
  async function statementsFor(client: ApiClient, path?: string) {
    const before = statements;
    const response = path
      ? await client.get(path)
      : await client.get('/api/v1/session/actor', { withoutContext: true });
    expect(response.status).toBe(200);
    return statements - before;
  }

  /**
   * The fewest statements of a few requests: background jobs of the instance share its pool, so
   * a single request may count one of theirs.
   */
  async function fewestStatementsFor(client: ApiClient, path?: string) {
    const counts = [];
    for (let attempt = 0; attempt < 3; attempt++) counts.push(await statementsFor(client, path));
    return Math.min(...counts);
  }

  async function loggedInOnBoth() {
    const person = await buildPerson(writer.database.db, { userType: 'member', rights: { coach: true } });
    const here = writer.client();
    await here.login(person.email, TEST_PASSWORD);
    const there = counted.client();
    there.cookie = here.cookie;
    there.userContextId = here.userContextId;
    return { person, here, there, dossiers: `/api/v1/organization/${person.organization.id}/dossiers` };
  }

  async function listeners(): Promise<number> {
    const [row] = await writer.database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE application_name = 'koers-listen' AND datname = current_database()`,
    );
    return row?.count ?? 0;
  }

  it('a second request on a session runs no access-check statement, until the database announces a change', async () => {
    const { person, there, dossiers } = await loggedInOnBoth();
    // The session alone: the first request reads it, the next ones are served from memory.
    expect(await statementsFor(there)).toBe(1);
    expect(await fewestStatementsFor(there)).toBe(0);
    // With a user context (whose first use records a login into it, a change): once read, the
    // check is kept, and the list runs one statement fewer.
    await statementsFor(there, dossiers);
    const read = await statementsFor(there, dossiers);
    expect(await fewestStatementsFor(there, dossiers)).toBe(read - 1);
    // Any change to what access checks read empties the cache of every instance.
    await writer.database.db
      .update(userContexts)
      .set({ rights: { coach: true, canManageOtherCandidates: true } })
      .where(eq(userContexts.id, person.context.id));
    expect(await statementsFor(there)).toBe(1);
    expect(await fewestStatementsFor(there)).toBe(0);
  });

  it('a lost listening connection empties the cache: a change made before it listens again holds at once', async () => {
    const { person, here, there, dossiers } = await loggedInOnBoth();
    for (const client of [here, there, here, there]) expect((await client.get(dossiers)).status).toBe(200);
    expect(await fewestStatementsFor(there)).toBe(0);

    // The database ends both instances' listening sessions (and waits until they are gone); the
    // change is committed before they listen again, so nobody announces it to them.
    await writer.database.query(
      `SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
        WHERE application_name = 'koers-listen' AND datname = current_database()`,
    );
    await writer.database.db.update(userContexts).set({ rights: {} }).where(eq(userContexts.id, person.context.id));
    for (const client of [there, here]) {
      const response = await client.get(dossiers);
      expect(response.status).toBe(403);
      expect(response.body.errors[0].code).toBe('forbidden');
    }
    // Once both listen again, checks are kept (a request runs no statement) and changes heard again.
    await vi.waitFor(async () => expect(await listeners()).toBe(2), { timeout: 10_000, interval: 100 });
    await vi.waitFor(async () => expect(await statementsFor(there)).toBe(0), { timeout: 10_000, interval: 50 });
    for (const client of [here, there, here, there]) expect((await client.get(dossiers)).status).toBe(403);
    await writer.database.db
      .update(userContexts)
      .set({ rights: { coach: true } })
      .where(eq(userContexts.id, person.context.id));
    for (const client of [there, here]) expect((await client.get(dossiers)).status).toBe(200);
  });
});
