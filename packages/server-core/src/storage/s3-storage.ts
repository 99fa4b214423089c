import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertStorageKey, type FileStorage } from './file-storage';

/** A missing object: S3 says NoSuchKey on GET and a bare 404 (NotFound) on HEAD. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files as objects of an S3-compatible bucket under the same keys as on disk
 * (`<organizationId>/<fileId>`), through `@aws-sdk/client-s3`. Every instance of an installation
 * that points at the bucket reads what any of them stored.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // The SDK's newer default checksums (CRC32 trailers) are not understood by every
    // S3-compatible service; a put carries Content-MD5 instead, which all of them check.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that cannot be reached fails a request in seconds, not at the socket's leisure.
    requestHandler: { connectionTimeout: 5_000 },
  });
  const Bucket = config.bucket;
  const object = (key: string) => {
    assertStorageKey(key);
    return { Bucket, Key: key };
  };
  const size = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand(object(key)));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    kind: 's3',
    location: `s3://${Bucket}${config.endpoint ? ` (${config.endpoint})` : ` (${config.region})`}`,
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          ...object(key),
          Body: data,
          ContentLength: data.length,
          ContentMD5: createHash('md5').update(data).digest('base64'),
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand(object(key)));
        // In Node the SDK hands the response body over as the HTTP response stream itself.
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 gave no stream for ${key}`);
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that holds nothing, as for one it removed.
      await client.send(new DeleteObjectCommand(object(key)));
    },
    async exists(key) {
      return (await size(key)) !== null;
    },
    size,
    async answers() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },
    close() {
      client.destroy();
    },
  };
}
