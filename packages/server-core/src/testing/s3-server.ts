import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type TestS3Server = {
  /** The settings that point Koers at the bucket, as an operator would write them. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver: the S3 REST API over HTTP, objects in a temporary
 * directory) on a free port of 127.0.0.1, with one empty bucket. Tests point the storage at it
 * through the same S3_* settings production uses. s3rver checks the access key id but does not
 * verify version 4 signatures, so a wrong secret goes unnoticed here (not at a real service).
 */
export async function startS3Server(bucket = 'koers-files'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'eu-west-1',
      // s3rver's one account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
