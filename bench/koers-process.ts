import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type KoersProcess = { base: string; child: ChildProcess; stop(): Promise<void> };

/**
 * `npm start`'s own entry point in a process of its own, in production mode on PGlite with the demo
 * world, on a free port. `dataDir` keeps its data (a later run starts at once); without it the
 * data lives in a temporary directory that `stop` removes.
 */
export async function startKoers(options: {
  name: string;
  env?: Record<string, string>;
  dataDir?: string;
  stdio?: 'inherit' | 'ignore';
}): Promise<KoersProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `koers-${options.name}-`));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/koers/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      VACANCIES_DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if ((await fetch(`${base}/ready`).catch(() => null))?.ok) return { base, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('de server werd niet gereed');
}
