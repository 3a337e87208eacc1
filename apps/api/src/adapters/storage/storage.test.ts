import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

let folder: string;
let s3: LocalS3;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'club-storage-'));
  s3 = await startLocalS3();
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await s3?.stop();
});

const implementations: [string, () => FileStorage][] = [
  ['the data folder', () => createLocalStorage(folder)],
  [
    'S3-compatible object storage',
    () =>
      createS3Storage({
        bucket: s3.bucket,
        region: 'eu-central-1',
        endpoint: s3.endpoint,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        prefix: 'club/',
      }),
  ],
];

describe.each(implementations)('file storage in %s', (_, make) => {
  it('keeps bytes exactly, replaces them, and forgets them', async () => {
    const storage = make();
    const key = `scan-images/${randomBytes(8).toString('hex')}`;
    // every byte value, and more than one network chunk
    const body = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(300_000)]);
    await storage.put(key, body, 'image/jpeg');
    expect((await storage.get(key))?.equals(body)).toBe(true);
    const replacement = randomBytes(1000);
    await storage.put(key, replacement, 'image/png');
    expect((await storage.get(key))?.equals(replacement)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('answers null for a key it never had', async () => {
    expect(await make().get('scan-images/never-stored')).toBeNull();
  });

  it('refuses keys that could leave its root', async () => {
    const storage = make();
    for (const key of ['../secrets.json', 'a/../../b', '/etc/passwd', 'a//b', 'a/./b', '', 'naïve']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Not a storage key');
      await expect(storage.get(key)).rejects.toThrow('Not a storage key');
    }
  });
});

it('writes a local file aside and renames it, so no half file is ever read', async () => {
  const storage = createLocalStorage(folder);
  await storage.put('logos/whole', randomBytes(10_000), 'image/png');
  expect(await readdir(join(folder, 'logos'))).toEqual(['whole']);
});
