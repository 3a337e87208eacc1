import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver: a local S3-compatible server for tests (no types of its own)
// @ts-expect-error no declaration file
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

/** An S3-compatible server on a free loopback port with one empty bucket, its files in a temporary folder. */
export async function startLocalS3(bucket = 'club-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'club-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  }) as { run(): Promise<{ port: number }>; close(): Promise<void> };
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's fixed development credentials
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
