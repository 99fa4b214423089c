import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live: on disk under DATA_DIR/files (`local-disk-storage.ts`, the
 * default) or in an S3-compatible bucket (`s3-storage.ts`, when S3_BUCKET is set);
 * `create-file-storage.ts` picks by the configuration. Keys are chosen by the server
 * (`<organizationId>/<fileId>`), never by the uploader.
 */
export type FileStorage = {
  kind: 'local' | 's3';
  /** Where, for operators' messages (a directory, or `s3://bucket` at its endpoint). */
  location: string;
  /** Stores the bytes under the key, replacing what it held; readers never see half a file. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes as a stream, or null when the key holds nothing. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes what the key holds; nothing there is no error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The size of what the key holds, or null: a check without reading the bytes. */
  size(key: string): Promise<number | null>;
  /** Whether the store answers (readiness): the directory is writable, the bucket reachable. */
  answers(): Promise<boolean>;
  /** Lets go of connections (the S3 client's sockets); the store is not used afterwards. */
  close(): void;
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
