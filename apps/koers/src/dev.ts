import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run dev`: the server (restarting on changes, tsx watch) and Vite with hot reload in
// front of it. The browser talks to Vite only; Vite proxies /api, /vacancies and /dev.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverPort = Number(process.env.PORT ?? 3000);
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const viteOrigin = `http://localhost:${vitePort}`;

const require = createRequire(path.join(ROOT, 'apps/web/package.json'));
const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');
const tsxCli = createRequire(path.join(ROOT, 'package.json')).resolve('tsx/cli');

const children: ChildProcess[] = [];
function run(args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code) => {
    // One half alone is no development setup: stop the other one too.
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
  children.push(child);
}

run([tsxCli, 'watch', '--clear-screen=false', 'apps/koers/src/main.ts'], ROOT, {
  PORT: String(serverPort),
  SKIP_WEB_BUILD: 'true',
  PUBLIC_URL: process.env.PUBLIC_URL ?? viteOrigin,
  ALLOWED_ORIGINS: [process.env.ALLOWED_ORIGINS, viteOrigin].filter(Boolean).join(','),
});
run([viteBin, '--port', String(vitePort)], path.join(ROOT, 'apps/web'), {
  KOERS_SERVER_URL: `http://localhost:${serverPort}`,
});
console.log(`[koers] ontwikkelomgeving: open ${viteOrigin} (API op http://localhost:${serverPort})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}
