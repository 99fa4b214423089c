import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`De testserver stopte:\n${output()}`);
    const ready = await fetch(`${url}/ready`).catch(() => null);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`De testserver werd niet gereed:\n${output()}`);
}

export type KoersServer = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> };

/**
 * A freshly seeded Koers: `npm start`'s own entry point (which builds the web app when stale) on a
 * free port and a temporary DATA_DIR, removed by `stop`. `env` adds settings (a journey that needs
 * a configuration the suite's server has not, such as a support chat, starts one of its own).
 */
export async function startKoersServer(env: Record<string, string> = {}): Promise<KoersServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/koers/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      VACANCIES_DATABASE_URL: '',
      // A small vacancy import keeps the first start (and so the whole suite) short.
      SEED_VACANCIES_COUNT: process.env.SEED_VACANCIES_COUNT ?? '200',
      // Every journey logs in from 127.0.0.1: the whole suite is more logins from one address than
      // the default allows in five minutes. Writes keep their real budgets.
      RATE_LIMITS: 'login=2000/300',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  try {
    await waitUntilReady(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      // (One that stopped already would only make this wait its ten seconds for an exit that was.)
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
