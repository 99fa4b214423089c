import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startS3Server, type TestS3Server } from '../testing/s3-server';
import { createFileStorage } from './create-file-storage';
import { type FileStorage, storageKeyFor } from './file-storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-storage-'));
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const ORGANIZATION = '0b9f4f0e-6a0e-4d4b-9a53-1c2b3d4e5f60';
const key = (n: number) => storageKeyFor(ORGANIZATION, `1c9f4f0e-6a0e-4d4b-9a53-1c2b3d4e5f6${n}`);

async function read(storage: FileStorage, storageKey: string): Promise<string | null> {
  const content = await storage.get(storageKey);
  if (!content) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of content.stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  expect(content.size).toBe(Buffer.byteLength(text));
  return text;
}

// The same behaviour from both stores, each built from the settings an operator writes.
describe.each([
  { name: 'the disk under DATA_DIR', env: () => ({ DATA_DIR: root }), kind: 'local' },
  { name: 'an S3-compatible bucket (s3rver)', env: () => ({ DATA_DIR: root, ...s3.env }), kind: 's3' },
])('file storage on $name', ({ env, kind }) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = createFileStorage(loadConfig(env()));
  });
  afterAll(() => storage.close());

  it('is the store the settings ask for, and answers', async () => {
    expect(storage.kind).toBe(kind);
    expect(await storage.answers()).toBe(true);
  });

  it('puts, streams back, replaces and deletes bytes', async () => {
    await storage.put(key(1), Buffer.from('hallo'));
    expect(await storage.exists(key(1))).toBe(true);
    expect(await storage.size(key(1))).toBe(5);
    expect(await read(storage, key(1))).toBe('hallo');
    await storage.put(key(1), Buffer.from('dag wereld, café'));
    expect(await read(storage, key(1))).toBe('dag wereld, café');
    await storage.delete(key(1));
    expect(await storage.get(key(1))).toBeNull();
    expect(await storage.exists(key(1))).toBe(false);
    expect(await storage.size(key(1))).toBeNull();
  });

  it('keeps a file of a few megabytes whole', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'abcdefghij');
    await storage.put(key(2), big);
    const content = await storage.get(key(2));
    const chunks: Buffer[] = [];
    for await (const chunk of content?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
    await storage.delete(key(2));
  });

  it('deletes what is not there without complaint', async () => {
    await expect(storage.delete(key(3))).resolves.toBeUndefined();
  });

  it('refuses keys that are no two UUIDs before they reach a path or a bucket', async () => {
    await expect(storage.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.get(`${ORGANIZATION}/../x`)).rejects.toThrow('Invalid storage key');
    expect(() => storageKeyFor('..', 'x')).toThrow();
  });
});

describe('an S3 store whose bucket cannot be used', () => {
  it('is not ready when the bucket does not exist or the key is unknown, and says why when writing', async () => {
    const missing = createFileStorage(loadConfig({ ...s3.env, S3_BUCKET: 'bestaat-niet' }));
    const wrongKey = createFileStorage(loadConfig({ ...s3.env, S3_ACCESS_KEY_ID: 'ONBEKEND' }));
    try {
      expect(await missing.answers()).toBe(false);
      expect(await wrongKey.answers()).toBe(false);
      await expect(missing.put(key(4), Buffer.from('x'))).rejects.toThrow(/bucket does not exist/);
      await expect(wrongKey.put(key(4), Buffer.from('x'))).rejects.toThrow(/Access Key Id/);
    } finally {
      missing.close();
      wrongKey.close();
    }
  });
});
