import { join } from 'node:path';
import type { AppConfig } from '../../config/env';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';

/**
 * The data folder by default; S3-compatible object storage when STORAGE=s3 (what several instances
 * share). The AWS SDK is loaded only then.
 */
export async function createFileStorage(config: AppConfig): Promise<FileStorage> {
  if (config.storage.kind === 'local') return createLocalStorage(join(config.dataDir, 'uploads'));
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.storage.s3);
}
