import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_TOOLBOX_FILE } from '@koers/server/seed/toolbox.seed';
import { ApiClient } from '@koers/server-core/testing/api-client';
import { rawRequest } from '@koers/server-core/testing/raw-http';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` as an operator runs it: a real process on the embedded database in DATA_DIR.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-start-'));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Started = { child: ChildProcess; output: () => string; url: string };

async function start(port: number): Promise<Started> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/koers/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SEED_VACANCIES_COUNT: '100',
      SKIP_WEB_BUILD: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  // A first start migrates and seeds both backends: minutes on a busy 2-core machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server stopped:\n${output}`);
    const ready = await fetch(`${url}/ready`).catch(() => null);
    if (ready?.ok) return { child, output: () => output, url };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${output}`);
}

async function stop(started: Started, signal: NodeJS.Signals): Promise<{ code: number | null; ms: number }> {
  const begin = Date.now();
  const exited = new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code)));
  started.child.kill(signal);
  return { code: await exited, ms: Date.now() - begin };
}

/** The organisation name of the theme the web app gets for `host`. */
async function themeName(url: string, host: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/themes/${Buffer.from(host).toString('base64url')}`);
  return ((await response.json()) as { data: { attributes: { userInterface: { organizationName: string } } } }).data
    .attributes.userInterface.organizationName;
}

/**
 * A login whose headers and first part of the body are sent: the server is busy with it until
 * `finish` sends the rest, which resolves with everything the server answered once it closes.
 */
async function startSlowLogin(port: number, email: string) {
  const body = JSON.stringify({ data: { type: 'sessions', attributes: { email, password: 'Koers-demo-2026' } } });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString('utf8');
  });
  socket.write(
    `POST /api/v1/session HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      `X-Frontend-Host: 127.0.0.1:${port}\r\nContent-Type: application/vnd.api+json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 20)}`,
  );
  return {
    answer: () => answer,
    async finish(): Promise<string> {
      socket.write(body.slice(20));
      await new Promise<void>((resolve) => socket.once('close', () => resolve()));
      return answer;
    },
  };
}

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('creates the data directory and demo world, keeps it across restarts, and stops cleanly', async () => {
    const port = await freePort();
    const first = await start(port);
    expect(first.output()).toContain('eerste start: demowereld wordt aangemaakt');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    const client = new ApiClient(first.url);
    const login = await client.login('beheerder@demo.koers.nl', 'Koers-demo-2026');
    expect(login.status).toBe(201);
    expect((await client.get('/api/v1/sectors')).status).toBe(200);
    expect(await themeName(first.url, `werkpad.localhost:${port}`)).toBe('Werkpad Re-integratie');

    const firstStop = await stop(first, 'SIGTERM');
    expect(firstStop.code).toBe(0);
    expect(firstStop.ms).toBeLessThan(10_000);

    // Started again on another port: the data stays, the demo theme's host follows the port.
    const otherPort = await freePort();
    const second = await start(otherPort);
    expect(second.output()).not.toContain('eerste start');
    // Nothing lost: the session made before the restart still works.
    const again = new ApiClient(second.url);
    Object.assign(again, { cookie: client.cookie, userContextId: client.userContextId });
    expect((await again.get('/api/v1/my/user_contexts')).status).toBe(200);
    expect(await themeName(second.url, `werkpad.localhost:${otherPort}`)).toBe('Werkpad Re-integratie');
    expect(await themeName(second.url, `werkpad.localhost:${port}`)).toBe('Koers');
    const secondStop = await stop(second, 'SIGINT');
    expect(secondStop.code).toBe(0);
  }, 660_000);

  it('lets a request in flight finish when it is told to stop, then closes its keep-alive connection', async () => {
    const port = await freePort();
    const started = await start(port);
    // Half a request: headers and the first part of the body. The server is now busy with it.
    const login = await startSlowLogin(port, 'coach@demo.koers.nl');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code)));
    started.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // A new connection is no longer accepted…
    const refused = await fetch(`${started.url}/health`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    // …but the request in flight is answered in full.
    const answer = await login.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 201 Created/);
    expect(answer).toContain('koers_session=');
    // A keep-alive connection is closed after its current answer, and says so (not reset).
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await exited).toBe(0);
  }, 360_000);

  it('stops at once after a download of the demo worksheet on a keep-alive connection, while a slow request still gets its answer', async () => {
    const port = await freePort();
    const started = await start(port);
    const coach = new ApiClient(started.url);
    expect((await coach.login('coach@demo.koers.nl', 'Koers-demo-2026')).status).toBe(201);
    // The worksheet the demo world attaches to the interview tip, in the storage under DATA_DIR.
    const library = await coach.get('/api/v1/toolbox_items');
    const files = library.body.data.flatMap(
      (item: { attributes: { files: { id: string }[] } }) => item.attributes.files,
    );
    expect(files).toHaveLength(1);
    const worksheet = DEMO_TOOLBOX_FILE.bytes();

    // The file, downloaded as a browser does: on a keep-alive connection that stays open after it.
    const agent = new http.Agent({ keepAlive: true });
    const download = await rawRequest(
      `${started.url}/api/v1/files/${files[0].id}?user_context_id=${coach.userContextId}`,
      { cookie: coach.cookie ?? '' },
      'GET',
      agent,
    );
    expect(download.status).toBe(200);
    expect(download.headers.connection).toBe('keep-alive');
    expect(download.body).toEqual(worksheet);
    const downloadClosed = new Promise<void>((resolve) => download.socket.once('close', () => resolve()));
    // The same download through fetch, whose connection pool keeps its connection too.
    expect((await coach.get(`/api/v1/files/${files[0].id}`)).text).toBe(worksheet.toString('utf8'));

    // A slow request: its headers are in, its body is still coming.
    const login = await startSlowLogin(port, 'kandidaat@demo.koers.nl');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code)));
    started.child.kill('SIGTERM');

    // The download's connection, with nothing in flight, is closed while the slow request is not done…
    await downloadClosed;
    expect(login.answer()).toBe('');
    // …which is still answered in full; then the process ends by itself (the forced exit's code is 1).
    expect(await login.finish()).toMatch(/^HTTP\/1\.1 201 Created/);
    expect(await exited).toBe(0);
    agent.destroy();
  }, 360_000);

  it('with an unreachable DATABASE_URL: one Dutch line on what to check, no stack trace, exit code 1', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/koers/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: `postgresql://koers:geheim-wachtwoord@127.0.0.1:${port}/koers`,
        SKIP_WEB_BUILD: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exit) => resolve(exit)));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `[koers] De database 127.0.0.1:${port}/koers is niet bereikbaar (verbinding geweigerd). Controleer DATABASE_URL (host, poort, databasenaam, gebruiker en wachtwoord) en of PostgreSQL draait.`,
    ]);
    expect(stderr).not.toContain('geheim-wachtwoord');
  }, 60_000);
});
