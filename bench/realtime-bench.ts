import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDatabases } from '@koers/koers/bootstrap';
import { recordChange } from '@koers/server/modules/changes/changes.service';
import { DEMO_PASSWORD } from '@koers/server/seed/demo-people';
import { seedDemoWorld } from '@koers/server/seed/seed';
import { type Db, openDatabase } from '@koers/server-core/db/database';
import { ApiClient } from '@koers/server-core/testing/api-client';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { adminStatement } from './postgres-admin';
import {
  type ClientsCommand,
  type ClientsReport,
  type CpuReport,
  forkChild,
  type InstanceReady,
  type InstanceStart,
  PROFILED,
  type ProfileCommand,
  sharedNow,
} from './realtime/protocol';

// `npm run bench:realtime -- [--sockets 1000] [--rounds 50] [--profile]`: a change recorded in
// a committed transaction reaching every subscribed socket. PostgreSQL (DATABASE_URL, else the
// local test server) with the demo world. Three kinds of process, so that no side takes another's
// event loop: this one writes the changes; each instance of Koers runs in its own process
// (bench/realtime/instance.ts); the clients' sockets all run in one more (clients.ts). Two
// scenarios: every socket on one instance, and the sockets spread over two instances on the same
// database. Latency runs from the moment COMMIT is sent to each socket's receipt of the change,
// on the clock the processes share. `--profile` runs every child with --cpu-prof and prints
// where their time went during the measured rounds. Not a test: figures depend on the machine and its load.
const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '50' },
    profile: { type: 'boolean', default: false },
  },
});
const socketCount = Number(values.sockets);
const rounds = Number(values.rounds);
const WARMUP_ROUNDS = 5;
const postgresUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const profileDir = values.profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'koers-realtime-profile-')) : null;
const say = (message: string) => console.log(`[bench:realtime] ${message}`);

const admin = (statement: string) => adminStatement(postgresUrl, statement);

/** The next message from a child that `accept` takes; a child that dies or fails rejects. */
function nextMessage<T>(child: ChildProcess, accept: (message: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: T) => {
      if ((message as { kind?: string }).kind === 'failed') {
        done();
        reject(new Error((message as unknown as { message: string }).message));
      } else if (accept(message)) {
        done();
        resolve(message);
      }
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`kindproces gestopt (${code})`));
    };
    const done = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

async function startInstance(url: string): Promise<{ child: ChildProcess; base: string }> {
  const child = forkChild('./instance.ts');
  const ready = nextMessage<InstanceReady>(child, (message) => typeof message.base === 'string');
  child.send({ url } satisfies InstanceStart);
  return { child, base: (await ready).base };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const name = `koers_bench_rt_${randomBytes(3).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const instances: Array<{ child: ChildProcess; base: string }> = [];
  let clients: ChildProcess | null = null;
  const writer = new pg.Client({ connectionString: url.toString() });
  try {
    say('migraties en demowereld');
    const setup = await openDatabase({ url: url.toString() });
    await prepareDatabases({ database: setup, vacanciesDatabase: setup });
    await seedDemoWorld(setup);
    await setup.close();
    instances.push(await startInstance(url.toString()), await startInstance(url.toString()));
    const bases = instances.map((instance) => instance.base);

    // The coach and one of their conversations: every socket is the coach's, subscribed to it.
    const client = new ApiClient(bases[0] ?? '');
    await client.login('coach@demo.koers.nl', DEMO_PASSWORD);
    const list = await client.get(`/api/v1/user_contexts/${client.userContextId}/conversations`);
    const conversationId = list.body.data[0].id as string;

    const browsers = forkChild('./clients.ts');
    clients = browsers;
    const tell = <T extends ClientsReport>(command: ClientsCommand, kind: T['kind']) => {
      const answer = nextMessage<ClientsReport>(browsers, (message) => message.kind === kind);
      browsers.send(command);
      return answer as Promise<T>;
    };

    await writer.connect();
    const writerDb = drizzle({ client: writer }) as unknown as Db;
    async function measure(label: string, spread: string[]) {
      await tell(
        {
          kind: 'connect',
          bases: spread,
          count: socketCount,
          cookie: client.cookie ?? '',
          userContextId: client.userContextId ?? '',
          conversationId,
        },
        'connected',
      );
      const deliveries: number[] = [];
      const lasts: number[] = [];
      const profiled: Array<[string, ChildProcess]> = [
        ...instances.map((instance, index): [string, ChildProcess] => [`instantie-${index + 1}`, instance.child]),
        ['clients', browsers],
      ];
      const profile = (command: (role: string) => ProfileCommand) =>
        Promise.all(
          profiled.map(([role, child]) => {
            const done = nextMessage<string>(child, (message) => message === PROFILED);
            child.send(command(role));
            return done;
          }),
        );
      const cpuTimes = () =>
        Promise.all(
          profiled.map(([, child]) => {
            const answer = nextMessage<CpuReport>(child, (message) => typeof message?.cpuMs === 'number');
            child.send({ kind: 'cpu' } satisfies ProfileCommand);
            return answer.then((report) => report.cpuMs);
          }),
        );
      let cpuBefore: number[] = [];
      for (let round = 0; round < rounds + WARMUP_ROUNDS; round++) {
        const type = `bench-${round}`;
        if (round === WARMUP_ROUNDS) {
          if (profileDir) await profile(() => ({ kind: 'profile-start' }));
          cpuBefore = await cpuTimes();
        }
        await tell({ kind: 'round', type }, 'armed');
        const received = nextMessage<ClientsReport>(browsers, (message) => message.kind === 'received');
        await writer.query('begin');
        await recordChange(writerDb, { channel: 'Conversation', type, id: conversationId });
        const committedAt = sharedNow();
        await writer.query('commit');
        const { times } = (await received) as Extract<ClientsReport, { kind: 'received' }>;
        if (round >= WARMUP_ROUNDS) {
          const latencies = times.map((time) => time - committedAt);
          deliveries.push(...latencies);
          lasts.push(Math.max(...latencies));
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const cpuAfter = await cpuTimes();
      const cpuPerChange = profiled
        .map(
          ([role], index) => `${role} ${(((cpuAfter[index] ?? 0) - (cpuBefore[index] ?? 0)) / rounds).toFixed(1)} ms`,
        )
        .join(', ');
      if (profileDir) {
        const prefix = spread.length === 1 ? 'een' : 'twee';
        await profile((role) => ({
          kind: 'profile-stop',
          file: path.join(profileDir, `${prefix}-${role}.cpuprofile`),
        }));
      }
      await tell({ kind: 'disconnect' }, 'disconnected');
      deliveries.sort((a, b) => a - b);
      lasts.sort((a, b) => a - b);
      say(
        `${label}: ${socketCount} sockets, ${rounds} changes — per delivery p50 ${ms(percentile(deliveries, 0.5))}, p99 ${ms(percentile(deliveries, 0.99))}; the last socket p50 ${ms(percentile(lasts, 0.5))}, p99 ${ms(percentile(lasts, 0.99))}`,
      );
      say(`${label}: CPU per change (with the orchestrator's own round trips): ${cpuPerChange}`);
    }

    say(
      `belasting van de machine vooraf (1, 5, 15 min): ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')}`,
    );
    say(`${socketCount} sockets op één instantie`);
    await measure('één instantie', [bases[0] ?? '']);
    say(`${socketCount} sockets over twee instanties`);
    await measure('twee instanties', bases);
    say(
      `belasting van de machine (1, 5, 15 min): ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')}`,
    );
  } finally {
    await writer.end().catch(() => {});
    const children = [...instances.map((instance) => instance.child), ...(clients ? [clients] : [])];
    for (const instance of instances) instance.child.send('close');
    clients?.disconnect();
    await Promise.all(children.map(exited));
    await admin(`drop database if exists ${name} with (force)`);
  }
  if (profileDir) {
    const { summarizeProfiles } = await import('./realtime/profile-summary');
    say(`profielen in ${profileDir}`);
    for (const line of summarizeProfiles(profileDir)) say(line);
  }
}

await main();
