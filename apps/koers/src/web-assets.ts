import fs from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from '@koers/server-core/http/compression';

/** Where `vite build` puts the web app. */
export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export function webBuildExists(dir = WEB_DIST_DIR): boolean {
  return fs.existsSync(path.join(dir, 'index.html'));
}

/** Built files worth compressing; index.html is compressed when served (it is small and never cached). */
const PRECOMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|map)$/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function builtFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.join(entry.parentPath, entry.name)];
  });
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible
 * built file of at least COMPRESSION_THRESHOLD_BYTES, once per build: the server sends them as
 * they are (`preCompressed` of @fastify/static), so no request pays for the best compression.
 * Returns how many files it compressed.
 */
export async function precompressWebBuild(dir = WEB_DIST_DIR): Promise<number> {
  const files = builtFiles(dir).filter((file) => PRECOMPRESSIBLE.test(file));
  let compressed = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < COMPRESSION_THRESHOLD_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      // A variant that is not smaller is not worth a file: the original goes instead.
      if (br.length < body.length) await writeWhole(`${file}.br`, br);
      if (gz.length < body.length) await writeWhole(`${file}.gz`, gz);
      compressed += 1;
    }),
  );
  return compressed;
}

/**
 * Writes a file whole or not at all (a temporary file, then renamed over it): another server
 * serving the same build, as the browser tests run one beside the suite's, never sends half a file.
 */
async function writeWhole(file: string, body: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

/**
 * Whether the build's scripts have their compressed siblings (a build from before they existed has
 * not). Scripts below the size that is compressed have none (the small runtime the entry starts with).
 */
export function webBuildIsPrecompressed(dir = WEB_DIST_DIR): boolean {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const scripts = [...fs.readFileSync(index, 'utf8').matchAll(/<script[^>]+src="\/?(assets\/[^"]+\.js)"/g)]
    .map((match) => path.join(dir, match[1] as string))
    .filter((script) => fs.existsSync(script) && fs.statSync(script).size >= COMPRESSION_THRESHOLD_BYTES);
  return (
    scripts.length > 0 && scripts.every((script) => fs.existsSync(`${script}.br`) && fs.existsSync(`${script}.gz`))
  );
}
