import { randomBytes } from 'node:crypto';
import net from 'node:net';
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

  it('a round trip sent before a notification was committed does not answer for it', async () => {
    const listener = createNotificationListener(database);
    let received = 0;
    await listener.listen(channel, () => received++);
    try {
      for (let sent = 1; sent <= 20; sent++) {
        const earlier = listener.sync();
        await database.exec(`NOTIFY ${channel}`);
        const since = performance.now();
        expect(await listener.sync(since)).toBe(true);
        expect(received).toBe(sent);
        expect(await earlier).toBe(true);
        // A round trip answered since then serves a later ask for the same moment.
        expect(await listener.sync(since)).toBe(true);
      }
    } finally {
      await listener.close();
    }
  });

  it.runIf(url)('a connection gone quiet without closing is noticed by the heartbeat, with no request', async () => {
    // A proxy between the listener and PostgreSQL that can stop passing anything on, sockets open.
    const target = new URL(url as string);
    let quiet = false;
    const sockets: net.Socket[] = [];
    const proxy = net.createServer((incoming) => {
      const outgoing = net.connect(Number(target.port || 5432), target.hostname);
      sockets.push(incoming, outgoing);
      incoming.on('data', (chunk) => {
        if (!quiet) outgoing.write(chunk);
      });
      outgoing.on('data', (chunk) => {
        if (!quiet) incoming.write(chunk);
      });
      for (const socket of [incoming, outgoing]) socket.on('error', () => {});
      incoming.on('close', () => outgoing.destroy());
      outgoing.on('close', () => incoming.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxied = new URL(url as string);
    proxied.hostname = '127.0.0.1';
    proxied.port = String((proxy.address() as net.AddressInfo).port);
    const listener = createNotificationListener(
      { ...database, url: proxied.toString() },
      { heartbeatMs: 200, syncTimeoutMs: 300, retryMs: 60_000 },
    );
    const events: string[] = [];
    listener.onLost(() => events.push('lost'));
    await listener.listen(channel, () => {});
    try {
      expect(listener.connected()).toBe(true);
      quiet = true;
      await vi.waitFor(() => expect(events).toEqual(['lost']), { timeout: 3_000 });
      expect(listener.connected()).toBe(false);
    } finally {
      await listener.close();
      for (const socket of sockets) socket.destroy();
      proxy.close();
    }
  });
});
