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
  const size = async (key: string) => {
    try {
      return (await fsp.stat(pathFor(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    kind: 'local',
    location: root,
    async put(key, data) {
      const target = pathFor(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fsp.writeFile(temporary, data, { mode: 0o600 });
      await fsp.rename(temporary, target);
    },
    async get(key) {
      const bytes = await size(key);
      return bytes === null ? null : { stream: fs.createReadStream(pathFor(key)), size: bytes };
    },
    async delete(key) {
      await fsp.rm(pathFor(key), { force: true });
    },
    async exists(key) {
      return (await size(key)) !== null;
    },
    size,
    async answers() {
      try {
        await fsp.mkdir(root, { recursive: true });
        await fsp.access(root, fs.constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
    close() {},
  };
}
