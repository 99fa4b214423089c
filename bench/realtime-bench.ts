import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '@koers/koers/app';
import { prepareDatabases } from '@koers/koers/bootstrap';
import { recordChange } from '@koers/server/modules/changes/changes.service';
import { DEMO_PASSWORD } from '@koers/server/seed/demo-people';
import { seedDemoWorld } from '@koers/server/seed/seed';
import { loadConfig } from '@koers/server-core/config';
import { type Db, openDatabase } from '@koers/server-core/db/database';
import { ApiClient } from '@koers/server-core/testing/api-client';
import { REALTIME_EVENTS, REALTIME_PATH } from '@koers/shared/realtime';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';

// `npm run bench:realtime -- [--sockets 1000] [--rounds 50]`: a change recorded in a committed
// transaction reaching every subscribed socket. PostgreSQL (DATABASE_URL, else the local test
// server) with the demo world; instances of the main backend in this process, the sockets'
// clients too (one event loop for all: the figures include the clients' own work). Per
// scenario: every socket on one instance, and the sockets spread over two instances on the same
// database. Latency is measured from the moment COMMIT is sent to each socket's receipt of the
// change. Not a test: figures depend on the machine and its load.
const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '50' },
  },
});
const socketCount = Number(values.sockets);
const rounds = Number(values.rounds);
const postgresUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const say = (message: string) => console.log(`[bench:realtime] ${message}`);

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function startInstance(url: string): Promise<{ app: FastifyInstance; base: string; close(): Promise<void> }> {
  const database = await openDatabase({ url });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: 'http://127.0.0.1' });
  const app = await buildApp({ config, database, vacanciesDatabase: null, serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  Object.assign(config, { publicUrl: base });
  return {
    app,
    base,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const name = `koers_bench_rt_${randomBytes(3).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const sockets: Socket[] = [];
  const instances: Array<Awaited<ReturnType<typeof startInstance>>> = [];
  const writer = new pg.Client({ connectionString: url.toString() });
  try {
    say('migraties en demowereld');
    const setup = await openDatabase({ url: url.toString() });
    await prepareDatabases({ database: setup, vacanciesDatabase: setup });
    await seedDemoWorld(setup);
    await setup.close();
    instances.push(await startInstance(url.toString()), await startInstance(url.toString()));

    // The coach and one of their conversations: every socket is the coach's, subscribed to it.
    const client = new ApiClient(instances[0]?.base ?? '');
    await client.login('coach@demo.koers.nl', DEMO_PASSWORD);
    const list = await client.get(`/api/v1/user_contexts/${client.userContextId}/conversations`);
    const conversationId = list.body.data[0].id as string;

    const received = new Map<Socket, number>();
    let onReceived: (() => void) | null = null;
    async function connect(base: string): Promise<Socket> {
      const socket = io(base, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        extraHeaders: { cookie: client.cookie ?? '', origin: base },
        auth: { userContextId: client.userContextId },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const ack = await socket.timeout(30_000).emitWithAck(REALTIME_EVENTS.subscribe, {
        channel: 'Conversation',
        id: conversationId,
      });
      if (!ack.ok) throw new Error(`inschrijven geweigerd: ${ack.status}`);
      socket.on(REALTIME_EVENTS.change, () => {
        received.set(socket, performance.now());
        onReceived?.();
      });
      sockets.push(socket);
      return socket;
    }

    await writer.connect();
    const writerDb = drizzle({ client: writer }) as unknown as Db;
    async function measure(label: string, group: Socket[]) {
      const deliveries: number[] = [];
      const lasts: number[] = [];
      for (let round = 0; round < rounds + 3; round++) {
        received.clear();
        const all = new Promise<void>((resolve) => {
          onReceived = () => {
            if (received.size >= group.length) resolve();
          };
        });
        await writer.query('begin');
        await recordChange(writerDb, { channel: 'Conversation', type: 'message', id: conversationId });
        const committedAt = performance.now();
        await writer.query('commit');
        await all;
        onReceived = null;
        if (round < 3) continue; // warming up
        const times = group.map((socket) => (received.get(socket) ?? 0) - committedAt);
        deliveries.push(...times);
        lasts.push(Math.max(...times));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      deliveries.sort((a, b) => a - b);
      lasts.sort((a, b) => a - b);
      const line = `${label}: ${group.length} sockets, ${rounds} changes — per delivery p50 ${ms(percentile(deliveries, 0.5))}, p99 ${ms(percentile(deliveries, 0.99))}; the last socket p50 ${ms(percentile(lasts, 0.5))}, p99 ${ms(percentile(lasts, 0.99))}`;
      say(line);
      return line;
    }

    say(`${socketCount} sockets op één instantie`);
    const one: Socket[] = [];
    for (let n = 0; n < socketCount; n++) one.push(await connect(instances[0]?.base ?? ''));
    await measure('één instantie', one);
    for (const socket of one) socket.close();

    say(`${socketCount} sockets over twee instanties`);
    const two: Socket[] = [];
    for (let n = 0; n < socketCount; n++) two.push(await connect(instances[n % 2]?.base ?? ''));
    await measure('twee instanties', two);
    const load = (await import('node:os')).loadavg().map((value) => value.toFixed(1));
    say(`belasting van de machine (1, 5, 15 min): ${load.join(', ')}`);
  } finally {
    for (const socket of sockets) socket.close();
    await writer.end().catch(() => {});
    for (const instance of instances) await instance.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

await main();
