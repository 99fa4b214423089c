import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storageKeyFor } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  const storage = createLocalDiskStorage(root);
  const key = storageKeyFor('0b9f4f0e-6a0e-4d4b-9a53-1c2b3d4e5f60', '1c9f4f0e-6a0e-4d4b-9a53-1c2b3d4e5f61');

  it('puts, gets and deletes bytes under the data directory', async () => {
    await storage.put(key, Buffer.from('hallo'));
    expect(await storage.exists(key)).toBe(true);
    const content = await storage.get(key);
    expect(content?.size).toBe(5);
    const chunks: Buffer[] = [];
    for await (const chunk of content?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hallo');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys that could leave its directory', async () => {
    await expect(storage.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    expect(() => storageKeyFor('..', 'x')).toThrow();
  });
});
