import { createNotificationListener } from '@koers/server-core/db/notifications';
import { openTestDatabase, type TestDatabase } from '@koers/server-core/testing/test-database';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHANGES_CHANNEL, type ChangeMessage, parseChangeMessages, recordChange } from './changes.service';

/** Waits until `count` messages arrived (a loaded machine may take its time), or fails. */
function collector() {
  const received: ChangeMessage[] = [];
  const waiters: Array<() => void> = [];
  return {
    received,
    handler(payload: string) {
      received.push(...parseChangeMessages(payload));
      for (const wake of waiters.splice(0)) wake();
    },
    async until(count: number) {
      const deadline = Date.now() + 20_000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} changes arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200).unref();
        });
      }
    },
  };
}

describe('recordChange: changes go out when the write commits, never when it rolls back', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(inject('serverTemplate'));
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('delivers a committed change to the listener, drops a rolled-back one', async () => {
    const listener = createNotificationListener(database);
    const changes = collector();
    await listener.listen(CHANGES_CHANNEL, changes.handler);
    try {
      await database.db
        .transaction(async (tx) => {
          await recordChange(tx, { channel: 'Dossier', type: 'updated', id: 'rolled-back' });
          throw new Error('rollback');
        })
        .catch(() => {});
      let seenBeforeCommit = -1;
      await database.db.transaction(async (tx) => {
        await recordChange(tx, [
          { channel: 'Dossier', type: 'updated', id: 'd1' },
          { channel: 'Conversations', type: 'message', id: 'c1', userContextIds: ['u1', 'u2', 'u1'] },
        ]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        seenBeforeCommit = changes.received.length;
      });
      await changes.until(2);
      expect(seenBeforeCommit).toBe(0);
      expect(changes.received).toEqual([
        { c: 'Dossier', t: 'updated', i: 'd1' },
        { c: 'Conversations', t: 'message', i: 'c1', k: ['u1', 'u2'] },
      ]);
    } finally {
      await listener.close();
    }
  });

  it('splits a change for many people over payloads PostgreSQL accepts', async () => {
    const listener = createNotificationListener(database);
    const changes = collector();
    await listener.listen(CHANGES_CHANNEL, changes.handler);
    try {
      const people = Array.from({ length: 1_000 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
      await database.db.transaction((tx) =>
        recordChange(tx, { channel: 'notifications', type: 'created', id: 'n1', userContextIds: people }),
      );
      await changes.until(10);
      expect(changes.received.flatMap((message) => message.k ?? [])).toEqual(people);
    } finally {
      await listener.close();
    }
  });

  it('ignores payloads that are not changes', () => {
    expect(parseChangeMessages('not json')).toEqual([]);
    expect(parseChangeMessages('{"c":"Dossier"}')).toEqual([]);
    expect(parseChangeMessages('[{"c":"Dossier","t":"updated"}]')).toEqual([]);
  });
});
