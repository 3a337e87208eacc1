import { randomUUID } from 'node:crypto';
import { ERROR_CODES, SCAN_IMAGE_MAX_BYTES, type ScanImage } from '@club/contract';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { thumbnailUrl } from '../projects/projects.service';
import { createScansRepository } from './scans.repository';

export interface ScanImagesServiceDeps {
  db: Db;
  /** Where the photos are kept (the data folder's uploads, or object storage). */
  storage: FileStorage;
}

/** JPEG starts with FF D8 FF, PNG with its 8-byte signature: the type comes from the bytes, not the name. */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/** Photos of scans (spec 02 §7): a file in the storage, a row naming it and its company. */
export function createScanImagesService(deps: ScanImagesServiceDeps) {
  const repository = createScansRepository(deps.db);
  return {
    /** POST /v1/scans/images: a JPEG or PNG (by its bytes), kept in the storage. */
    async store(companyId: number, bytes: Buffer): Promise<ScanImage> {
      if (bytes.length > SCAN_IMAGE_MAX_BYTES) {
        throw new AppError(413, ERROR_CODES.payloadTooLarge, 'The file is too large.');
      }
      const mimeType = sniffImageType(bytes);
      if (!mimeType) throw AppError.validation({ image: ['The image must be a JPEG or PNG picture.'] });
      const uuid = randomUUID();
      const path = `scan-images/${companyId}/${uuid}.${mimeType === 'image/png' ? 'png' : 'jpg'}`;
      await deps.storage.put(path, bytes, mimeType);
      await repository.insertImage({ uuid, companyId, path, mimeType, bytes: bytes.length });
      return { image_data: uuid, thumbnail: thumbnailUrl(uuid) };
    },

    /** GET /v1/scans/images/{id}: the caller's company's photo only. */
    async read(companyId: number, uuid: string): Promise<{ mimeType: string; bytes: Buffer }> {
      const image = await repository.findImage(companyId, uuid);
      if (!image) throw AppError.notFound();
      const bytes = await deps.storage.get(image.path);
      if (!bytes) throw AppError.notFound();
      return { mimeType: image.mimeType, bytes };
    },
  };
}

export type ScanImagesService = ReturnType<typeof createScanImagesService>;
