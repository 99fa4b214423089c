import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@koers/server-core/config';
import { createFileStorage } from '@koers/server-core/storage/create-file-storage';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import { createLocalDiskStorage } from '@koers/server-core/storage/local-disk-storage';
import { runCli } from '@koers/server-core/testing/run-cli';
import { startS3Server, type TestS3Server } from '@koers/server-core/testing/s3-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run files:to-bucket` as an operator runs it: a process of its own, on an installation's
// DATA_DIR, into a real S3-compatible bucket (s3rver).
let s3: TestS3Server;
let bucket: FileStorage;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-to-bucket-'));
const filesDir = path.join(dataDir, 'files');
const disk = createLocalDiskStorage(filesDir);

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = createFileStorage(loadConfig(s3.env));
});
afterAll(async () => {
  bucket.close();
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ORGANIZATIONS = ['0b9f4f0e-6a0e-4d4b-9a53-1c2b3d4e5f60', '7d1e5a0c-2b3f-4c5d-8e9f-0a1b2c3d4e5f'];
const fileId = (n: number) => `1c9f4f0e-6a0e-4d4b-9a53-1c2b3d4e5f${String(n).padStart(2, '0')}`;
const FILES = [
  { key: `${ORGANIZATIONS[0]}/${fileId(1)}`, bytes: Buffer.from('%PDF-1.4 cv van Daan') },
  { key: `${ORGANIZATIONS[0]}/${fileId(2)}`, bytes: Buffer.alloc(300_000, 7) },
  { key: `${ORGANIZATIONS[1]}/${fileId(3)}`, bytes: Buffer.from('intakeverslag') },
];

const run = (args: string[] = [], env: Record<string, string> = s3.env) =>
  runCli('apps/koers/src/cli/move-files-to-bucket.ts', args, { DATA_DIR: dataDir, ...env });

async function inBucket(key: string): Promise<Buffer | null> {
  const content = await bucket.get(key);
  if (!content) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of content.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('npm run files:to-bucket', () => {
  // Several command-line runs, each starting Node: give a busy machine time.
  it('copies every file into the bucket under its key, again only what is new, and empties the disk when asked', {
    timeout: 120_000,
  }, async () => {
    for (const file of FILES) await disk.put(file.key, file.bytes);
    // An interrupted write's leftover is no file of Koers.
    fs.writeFileSync(path.join(filesDir, ORGANIZATIONS[0] as string, `${fileId(1)}.abc.tmp`), 'half');

    const first = await run();
    expect(first.output).toContain('3 gekopieerd, 0 stonden er al');
    expect(first.output).toContain(`niet van Koers, overgeslagen: ${ORGANIZATIONS[0]}/${fileId(1)}.abc.tmp`);
    expect(first.code).toBe(0);
    for (const file of FILES) expect((await inBucket(file.key))?.equals(file.bytes)).toBe(true);
    // Without --remove-local the disk keeps its copies.
    for (const file of FILES) expect(await disk.exists(file.key)).toBe(true);

    // Run again (say, after the instances were switched over): only what came since is copied.
    const later = { key: `${ORGANIZATIONS[1]}/${fileId(4)}`, bytes: Buffer.from('later geüpload') };
    await disk.put(later.key, later.bytes);
    const second = await run(['--remove-local']);
    expect(second.code).toBe(0);
    expect(second.output).toContain('1 gekopieerd, 3 stonden er al, 4 van schijf verwijderd');
    expect((await inBucket(later.key))?.equals(later.bytes)).toBe(true);
    for (const file of [...FILES, later]) expect(await disk.exists(file.key)).toBe(false);
    expect(fs.readdirSync(filesDir)).toEqual([ORGANIZATIONS[0]]);

    const third = await run();
    expect(third.code).toBe(0);
    expect(third.output).toContain('0 gekopieerd, 0 stonden er al');
  });

  it('refuses to run without a bucket, or with one that does not answer, and says why', {
    timeout: 60_000,
  }, async () => {
    const without = await run([], {});
    expect(without.code).toBe(1);
    expect(without.output).toContain('S3_BUCKET is niet gezet');
    const missing = await run([], { ...s3.env, S3_BUCKET: 'bestaat-niet' });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('de bucket s3://bestaat-niet');
    const badSetting = await run([], { ...s3.env, S3_FORCE_PATH_STYLE: 'misschien' });
    expect(badSetting.code).toBe(1);
    expect(badSetting.output).toContain('Configuratiefout: S3_FORCE_PATH_STYLE');
  });
});
