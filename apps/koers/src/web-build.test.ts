import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webBuildIsStale } from './web-build';

// `npm start` builds the web app only when needed: these are the cases it must tell apart.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-web-build-'));
const sources = path.join(root, 'src');
const dist = path.join(root, 'dist');
fs.mkdirSync(sources);
fs.mkdirSync(dist);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const at = (file: string, seconds: number) => fs.utimesSync(file, seconds, seconds);
function build(revision: string, seconds: number) {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(dist, 'build-info.json'), JSON.stringify({ revision }));
  at(path.join(dist, 'index.html'), seconds);
}

describe('webBuildIsStale', () => {
  it('is stale without a build', () => {
    fs.writeFileSync(path.join(sources, 'main.tsx'), 'x');
    expect(webBuildIsStale(path.join(root, 'geen-dist'), [sources], 'development')).toBe(true);
  });

  it('is fresh when the build is newer than every source and has the same revision', () => {
    at(path.join(sources, 'main.tsx'), 1_000);
    at(sources, 1_000);
    build('development', 2_000);
    expect(webBuildIsStale(dist, [sources], 'development')).toBe(false);
  });

  it('is stale when a source changed after the build', () => {
    fs.writeFileSync(path.join(sources, 'later.tsx'), 'y');
    at(path.join(sources, 'later.tsx'), 3_000);
    expect(webBuildIsStale(dist, [sources], 'development')).toBe(true);
    fs.rmSync(path.join(sources, 'later.tsx'));
    at(sources, 1_000);
  });

  it('is stale when the build carries another revision than the server will announce', () => {
    build('development', 2_000);
    expect(webBuildIsStale(dist, [sources], '2026.11.1')).toBe(true);
  });

  it('is never stale where the sources are absent (a deployed image with only the build)', () => {
    expect(webBuildIsStale(dist, [path.join(root, 'geen-bronnen')], '2026.11.1')).toBe(false);
  });
});
