import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressWebBuild, webBuildIsPrecompressed } from './web-assets';

// A build as vite writes it: the entry starts with a small runtime (below the size that is
// compressed), then the shell.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-web-assets-'));
fs.mkdirSync(path.join(dir, 'assets'));
fs.writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><script type="module" src="/assets/runtime-1.js"></script><script type="module" src="/assets/shell-1.js"></script>',
);
fs.writeFileSync(path.join(dir, 'assets', 'runtime-1.js'), 'export const r = 1;');
fs.writeFileSync(
  path.join(dir, 'assets', 'shell-1.js'),
  Array.from({ length: 300 }, (_, index) => `console.log("koers ${index}");`).join('\n'),
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the compressed variants of a build', () => {
  it('counts a build as compressed once its large scripts have them, whatever the small runtime has', async () => {
    expect(webBuildIsPrecompressed(dir)).toBe(false);
    await precompressWebBuild(dir);
    // A second server starting on the same build must not write them again under the first.
    expect(webBuildIsPrecompressed(dir)).toBe(true);
    expect(fs.existsSync(path.join(dir, 'assets', 'runtime-1.js.br'))).toBe(false);
    // Written whole: no temporary file stays behind.
    expect(fs.readdirSync(path.join(dir, 'assets')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    fs.rmSync(path.join(dir, 'assets', 'shell-1.js.br'));
    expect(webBuildIsPrecompressed(dir)).toBe(false);
  });
});
