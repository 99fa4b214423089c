import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live. The local-disk implementation is the default; an
 * S3-compatible store implements the same four calls. Keys are chosen by the server
 * (`<organizationId>/<fileId>`), never by the uploader.
 */
export type FileStorage = {
  kind: string;
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes as a stream, or null when the key holds nothing. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
};

const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

/** Keys are two UUIDs; anything else (dots, slashes) is refused before it can reach a path. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

export function storageKeyFor(organizationId: string, fileId: string): string {
  const key = `${organizationId}/${fileId}`;
  assertStorageKey(key);
  return key;
}
