import { fork } from 'node:child_process';
import fs from 'node:fs';
import { Session } from 'node:inspector';
import { performance } from 'node:perf_hooks';

// The processes of `npm run bench:realtime` and what they tell each other over IPC. The
// orchestrator (bench/realtime-bench.ts) writes the changes; each server instance runs in its
// own process (bench/realtime/instance.ts), and the 1,000 clients in another
// (bench/realtime/clients.ts), so that no side takes the others' event loop.

/** To an instance: the database to serve. From it: where it listens. */
export type InstanceStart = { url: string };
export type InstanceReady = { base: string };

/** To the clients: the sockets to open, and per round the change type to time. */
export type ClientsCommand =
  | {
      kind: 'connect';
      /** Socket n connects to bases[n % bases.length]. */
      bases: string[];
      count: number;
      cookie: string;
      userContextId: string;
      conversationId: string;
    }
  | { kind: 'round'; type: string }
  | { kind: 'disconnect' };

/** From the clients: connected (all subscribed), or a round's receipt times (epoch ms, one per socket). */
export type ClientsReport =
  | { kind: 'connected'; sockets: number }
  | { kind: 'armed' }
  | { kind: 'received'; times: number[] }
  | { kind: 'disconnected' }
  | { kind: 'failed'; message: string };

/**
 * A clock every process of the machine shares, in milliseconds with microseconds: the process's
 * own monotonic clock from its start, anchored at the wall-clock time it started.
 */
export const sharedNow = () => performance.timeOrigin + performance.now();

/** A TypeScript file of this directory as a child process (tsx). */
export function forkChild(file: string) {
  return fork(new URL(file, import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/**
 * To any child: profile the CPU from now on, or stop and write the profile into `file`
 * (answered with PROFILED); or tell the CPU time the process has used so far (answered with
 * `{ cpuMs }`: what a change costs, whatever else the machine is doing).
 */
export type ProfileCommand = { kind: 'profile-start' } | { kind: 'profile-stop'; file: string } | { kind: 'cpu' };
export const PROFILED = 'profiled';
export type CpuReport = { cpuMs: number };

/**
 * Answers the orchestrator's CPU and profile commands in a child (profiles: node:inspector, this
 * process's main thread only, and only while the rounds run — not the start-up or the connecting).
 */
export function answerProfileCommands() {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result))),
    );
  process.on('message', (message: ProfileCommand) => {
    if (message?.kind === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMs: (user + system) / 1000 } satisfies CpuReport);
    } else if (message?.kind === 'profile-start') {
      void post('Profiler.enable')
        .then(() => post('Profiler.setSamplingInterval', { interval: 250 }))
        .then(() => post('Profiler.start'))
        .then(() => process.send?.(PROFILED));
    } else if (message?.kind === 'profile-stop') {
      void post('Profiler.stop').then((result) => {
        fs.writeFileSync(message.file, JSON.stringify((result as { profile: unknown }).profile));
        process.send?.(PROFILED);
      });
    }
  });
}
