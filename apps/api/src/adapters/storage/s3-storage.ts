import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, a cloud's own); AWS when left out. */
  endpoint?: string | null;
  accessKeyId?: string | null;
  secretAccessKey?: string | null;
  /** bucket in the path (`endpoint/bucket/key`), as most S3-compatible services want. */
  forcePathStyle?: boolean;
  /** Prefix of every key, so one bucket can hold several installations. */
  prefix?: string;
}

/** S3 or an S3-compatible object store, through the AWS SDK: what N instances share in production. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // checksums only where the API requires them: several S3-compatible services refuse the SDK's
    // default streaming checksums
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return `${options.prefix ?? ''}${key}`;
  };
  return {
    name: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: keyOf(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
    },
  };
}
