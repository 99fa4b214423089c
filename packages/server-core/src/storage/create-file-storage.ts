import path from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';

/** Where files go on disk when no bucket is configured. */
export function localFilesDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'files');
}

/** The installation's file storage: the bucket of S3_BUCKET when set, else the disk under DATA_DIR/files. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(localFilesDir(config));
}
