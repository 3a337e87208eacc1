import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ERROR_CODES, SCAN_IMAGE_MAX_BYTES, type ScanImage } from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { thumbnailUrl } from '../projects/projects.service';
import { createScansRepository } from './scans.repository';

export interface ScanImagesServiceDeps {
  db: Db;
  /** Where uploaded photos are kept (`<DATA_DIR>/uploads`). */
  uploadsDir: string;
}

/** JPEG starts with FF D8 FF, PNG with its 8-byte signature: the type comes from the bytes, not the name. */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/** Photos of scans (spec 02 §7): a file under the uploads folder, a row naming it and its company. */
export function createScanImagesService(deps: ScanImagesServiceDeps) {
  const repository = createScansRepository(deps.db);
  return {
    /** POST /v1/scans/images: a JPEG or PNG (by its bytes), stored under the uploads folder. */
    async store(companyId: number, bytes: Buffer): Promise<ScanImage> {
      if (bytes.length > SCAN_IMAGE_MAX_BYTES) {
        throw new AppError(413, ERROR_CODES.payloadTooLarge, 'The file is too large.');
      }
      const mimeType = sniffImageType(bytes);
      if (!mimeType) throw AppError.validation({ image: ['The image must be a JPEG or PNG picture.'] });
      const uuid = randomUUID();
      const path = join(
        'scan-images',
        String(companyId),
        `${uuid}.${mimeType === 'image/png' ? 'png' : 'jpg'}`,
      );
      const file = join(deps.uploadsDir, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
      await repository.insertImage({ uuid, companyId, path, mimeType, bytes: bytes.length });
      return { image_data: uuid, thumbnail: thumbnailUrl(uuid) };
    },

    /** GET /v1/scans/images/{id}: the caller's company's photo only. */
    async read(companyId: number, uuid: string): Promise<{ mimeType: string; bytes: Buffer }> {
      const image = await repository.findImage(companyId, uuid);
      if (!image) throw AppError.notFound();
      try {
        return { mimeType: image.mimeType, bytes: await readFile(join(deps.uploadsDir, image.path)) };
      } catch {
        throw AppError.notFound();
      }
    },
  };
}

export type ScanImagesService = ReturnType<typeof createScanImagesService>;
