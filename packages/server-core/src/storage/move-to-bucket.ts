import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The keys of the files under a local storage root (`<organizationId>/<fileId>`), and what lies
 * there that is no file of Koers (an interrupted write's `.tmp`, anything put there by hand).
 */
export async function localStorageKeys(root: string): Promise<{ keys: string[]; other: string[] }> {
  const keys: string[] = [];
  const other: string[] = [];
  const entries = await fsp.readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const organization of entries) {
    if (!organization.isDirectory() || !UUID.test(organization.name)) {
      other.push(organization.name);
      continue;
    }
    for (const file of await fsp.readdir(path.join(root, organization.name), { withFileTypes: true })) {
      const name = `${organization.name}/${file.name}`;
      (file.isFile() && UUID.test(file.name) ? keys : other).push(name);
    }
  }
  return { keys: keys.sort(), other: other.sort() };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export type MoveReport = {
  /** Copied into the bucket now. */
  copied: number;
  /** Already in the bucket with the same size (an earlier run, or an instance that wrote there). */
  alreadyThere: number;
  /** Removed from the disk after the bucket was seen to hold them (`removeLocal`). */
  removedLocally: number;
  /** Under the root but no file of Koers: left alone. */
  other: string[];
  failed: Array<{ key: string; error: string }>;
};

/**
 * Copies every file of a local storage into the bucket under the same key, and checks the
 * bucket's copy by its size. Safe to run again, and while Koers runs: a file the bucket already
 * holds with the same size is left as it is (a key names one file, whose bytes never change), so
 * a second run copies only what the first did not. With `removeLocal` the disk's copy goes once
 * the bucket holds the file.
 */
export async function moveFilesToBucket(input: {
  root: string;
  from: FileStorage;
  to: FileStorage;
  removeLocal?: boolean;
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}): Promise<MoveReport> {
  const { keys, other } = await localStorageKeys(input.root);
  const report: MoveReport = { copied: 0, alreadyThere: 0, removedLocally: 0, other, failed: [] };
  let next = 0;
  let done = 0;
  async function moveOne(key: string) {
    const content = await input.from.get(key);
    // Gone since the listing (removed through Koers meanwhile): nothing to move.
    if (!content) return;
    if ((await input.to.size(key)) === content.size) {
      content.stream.destroy();
      report.alreadyThere++;
    } else {
      const data = await bytesOf(content.stream);
      await input.to.put(key, data);
      const stored = await input.to.size(key);
      if (stored !== data.length)
        throw new Error(`de bucket houdt ${stored ?? 'niets'} bytes, verwacht ${data.length}`);
      report.copied++;
    }
    if (input.removeLocal) {
      await input.from.delete(key);
      report.removedLocally++;
    }
  }
  async function worker() {
    while (next < keys.length) {
      const key = keys[next++] as string;
      try {
        await moveOne(key);
      } catch (error) {
        report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
      }
      input.onProgress?.(++done, keys.length);
    }
  }
  await Promise.all(Array.from({ length: input.concurrency ?? 4 }, worker));
  if (input.removeLocal) await removeEmptyDirectories(input.root);
  return report;
}

async function removeEmptyDirectories(root: string) {
  for (const entry of await fsp.readdir(root, { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory()) await fsp.rmdir(path.join(root, entry.name)).catch(() => {});
  }
}
