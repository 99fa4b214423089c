import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

/** Files under `<root>/<organizationId>/<fileId>`; writes go through a temporary file and a rename. */
export function createLocalDiskStorage(root: string): FileStorage {
  const pathFor = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, data) {
      const target = pathFor(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fsp.writeFile(temporary, data, { mode: 0o600 });
      await fsp.rename(temporary, target);
    },
    async get(key) {
      const target = pathFor(key);
      try {
        const stat = await fsp.stat(target);
        return { stream: fs.createReadStream(target), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(pathFor(key), { force: true });
    },
    async exists(key) {
      try {
        await fsp.access(pathFor(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
