import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from './database';
import { createNotificationListener } from './notifications';

// The listener on the database of DATABASE_URL (PostgreSQL), else on an in-memory PGlite. A
// channel of its own per run: the server may be shared with other test runs.
const url = process.env.DATABASE_URL || undefined;
const channel = `koers_test_${randomBytes(4).toString('hex')}`;
let database: Database;
beforeAll(async () => {
  database = await openDatabase(url ? { url, poolSize: 2 } : { memory: true });
});
afterAll(async () => {
  await database.close();
});

describe('the notification listener', () => {
  it('sync resolves only after every notification committed before it has reached the handlers', async () => {
    const listener = createNotificationListener(database);
    let received = 0;
    await listener.listen(channel, () => received++);
    try {
      // On PostgreSQL a notification usually arrives some time after the sender's COMMIT returns.
      for (let sent = 1; sent <= 100; sent++) {
        await database.exec(`NOTIFY ${channel}`);
        expect(await listener.sync()).toBe(true);
        expect(received).toBe(sent);
      }
      // Callers that arrive together share a round trip, and each still waits for what it must.
      await database.exec(`NOTIFY ${channel}`);
      const together = await Promise.all(Array.from({ length: 20 }, () => listener.sync()));
      expect(together.every(Boolean)).toBe(true);
      expect(received).toBe(101);
    } finally {
      await listener.close();
    }
  });

  it.runIf(url)('a lost connection: lost at once, not in sync, and listening again after a reconnect', async () => {
    const listener = createNotificationListener(database, { retryMs: 1_000 });
    const events: string[] = [];
    let received = 0;
    listener.onLost(() => events.push('lost'));
    listener.onReconnect(() => events.push('reconnected'));
    await listener.listen(channel, () => received++);
    try {
      expect(listener.connected()).toBe(true);
      await database.query(
        `SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
          WHERE application_name = 'koers-listen' AND query = $1`,
        [`LISTEN "${channel}"`],
      );
      expect(await listener.sync()).toBe(false);
      // What was committed while nobody listened is missed: the reconnect says so.
      await database.exec(`NOTIFY ${channel}`);
      await vi.waitFor(() => expect(events).toEqual(['lost', 'reconnected']), { timeout: 5_000 });
      expect(listener.connected()).toBe(true);
      await database.exec(`NOTIFY ${channel}`);
      expect(await listener.sync()).toBe(true);
      expect(received).toBeGreaterThanOrEqual(1);
    } finally {
      await listener.close();
    }
  });
});
