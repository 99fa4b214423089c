import net from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActorResolver } from '../auth/actor-resolver';
import { loadConfig } from '../config';
import { publicAccess } from '../http/access';
import { createServer } from '../http/create-server';
import { type Database, openDatabase } from './database';

const noSessions: ActorResolver = { resolve: async () => ({ kind: 'anonymous' }) };

async function serverOver(database: Database) {
  const app = await createServer(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { resolver: noSessions });
  app.get('/probe', { config: { access: publicAccess } }, async () => {
    const rows = await database.query<{ answer: number }>('select 1 as answer');
    await database.db.execute(sql`select 1`);
    return { answer: rows[0]?.answer };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}/probe` };
}

async function expectUnavailable(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('30');
  expect(response.headers.get('content-type')).toContain('application/vnd.api+json');
  expect(await response.json()).toEqual({
    errors: [
      {
        status: '503',
        code: 'database_unavailable',
        title: 'Tijdelijk niet beschikbaar',
        detail: 'Koers kan de gegevens op dit moment niet bereiken. Probeer het over een halve minuut opnieuw.',
      },
    ],
  });
}

describe('a database that cannot be reached gives 503 with Retry-After, not 500', () => {
  it('embedded database closed under the server', async () => {
    const database = await openDatabase({ memory: true });
    const { app, url } = await serverOver(database);
    expect((await fetch(url)).status).toBe(200);
    await database.close();
    await expectUnavailable(url);
    await app.close();
  });

  it.runIf(process.env.DATABASE_URL)('PostgreSQL server gone (connection through a proxy that stops)', async () => {
    const target = new URL(process.env.DATABASE_URL as string);
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const viaProxy = new URL(target);
    viaProxy.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
    const database = await openDatabase({ url: viaProxy.toString(), poolSize: 2 });
    const { app, url } = await serverOver(database);
    expect((await fetch(url)).status).toBe(200);

    proxy.close();
    for (const socket of sockets) socket.destroy();
    await expectUnavailable(url);
    // Also when no connection can be opened at all (the pool's connections are gone by now).
    await expectUnavailable(url);
    await app.close();
    await database.close().catch(() => {});
  });
});
