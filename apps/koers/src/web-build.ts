import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressWebBuild, WEB_DIST_DIR, webBuildIsPrecompressed } from './web-assets';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WEB_DIR = path.join(ROOT, 'apps/web');

/** What the web build is made from: its own sources and the shared package it imports. */
const WEB_SOURCES = [
  path.join(WEB_DIR, 'src'),
  path.join(WEB_DIR, 'public'),
  path.join(WEB_DIR, 'index.html'),
  path.join(WEB_DIR, 'vite.config.ts'),
  path.join(WEB_DIR, 'build'),
  path.join(WEB_DIR, 'package.json'),
  path.join(ROOT, 'packages/shared/src'),
];

function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/** The revision a build announces (vite.config.ts): APP_VERSION, or `development`. */
export function expectedRevision(env: NodeJS.ProcessEnv = process.env): string {
  return env.APP_VERSION || 'development';
}

function builtRevision(distDir: string): string | null {
  try {
    return (
      (JSON.parse(fs.readFileSync(path.join(distDir, 'build-info.json'), 'utf8')) as { revision?: string }).revision ??
      null
    );
  } catch {
    return null;
  }
}

/**
 * The build is missing, was made for another revision, or a source changed after it was made.
 * Without sources (a deployed image) it is never stale.
 */
export function webBuildIsStale(distDir = WEB_DIST_DIR, sources = WEB_SOURCES, revision = expectedRevision()): boolean {
  if (!sources.some((source) => fs.existsSync(source))) return false;
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index) || builtRevision(distDir) !== revision) return true;
  const built = fs.statSync(index).mtimeMs;
  return sources.some((source) => newestChange(source) > built);
}

/**
 * Runs `vite build` for the web app and writes the brotli and gzip variants of its files (a few
 * seconds together); resolves when both are done.
 */
export async function buildWeb(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await viteBuild(env);
  await precompressWebBuild(WEB_DIST_DIR);
}

function viteBuild(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    // Vite as the web workspace resolves it, wherever npm placed it.
    const vitePackage = createRequire(path.join(WEB_DIR, 'package.json')).resolve('vite/package.json');
    const viteBin = path.join(path.dirname(vitePackage), 'bin/vite.js');
    const child = spawn(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
      cwd: WEB_DIR,
      // Whatever the server runs as, the web build is a production build (React's own NODE_ENV check).
      env: { ...env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build stopte met code ${code}`))));
  });
}

/** Builds the web app when its build is missing or stale; `npm start` and the browser tests call this. */
export async function ensureWebBuild(say: (message: string) => void = () => {}): Promise<void> {
  // `npm run dev` serves the web app from Vite; a build would only cost time there.
  if (process.env.SKIP_WEB_BUILD === 'true') return;
  if (!webBuildIsStale()) {
    // A build made before the compressed variants existed gets them; no new build needed.
    if (!webBuildIsPrecompressed()) {
      await precompressWebBuild().catch((error: unknown) =>
        // A read-only image still serves the files, uncompressed.
        say(`gecomprimeerde bestanden konden niet worden geschreven: ${String(error)}`),
      );
    }
    return;
  }
  say('web-app wordt gebouwd (build ontbreekt of is verouderd)');
  await buildWeb();
}
