import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  SCAN_IMAGE_MAX_BYTES,
  SCAN_IMAGE_MAX_PIXELS,
  SCAN_IMAGE_QUOTA,
  SCAN_IMAGE_QUOTA_MESSAGES,
  type ScanImage,
} from '@club/contract';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { photoHashes } from '../../lib/photo-hash';
import { reencodeImage } from '../../lib/reencode-image';
import { thumbnailUrl } from '../projects/projects.service';
import { createScansRepository, type ScansRepository } from './scans.repository';

export interface ScanImagesServiceDeps {
  db: Db;
  /** Where the photos are kept (the data folder's uploads, or object storage). */
  storage: FileStorage;
  clock: Clock;
}

/**
 * How a stored photo is written: a label must stay readable at full size on a phone, and nothing larger
 * is kept (the app sends about 1000 px already).
 */
const STORED_IMAGE = { maxLongSidePx: 4096, quality: 82 } as const;

const Q = SCAN_IMAGE_QUOTA;

/**
 * 429 when the user reached a quota (SCAN_IMAGE_QUOTA), with Retry-After: the time until the earliest
 * upload counted leaves its window. `adding` is the size of the photo about to be stored (0 before it is
 * re-encoded: the count and the bytes already stored are checked then).
 */
async function checkQuota(repository: ScansRepository, userId: number, now: Date, adding: number) {
  const hour = await repository.uploadsSince(userId, new Date(now.getTime() - Q.perHourWindowMs));
  if (hour.count >= Q.perHour) {
    throw AppError.tooManyRequests(
      SCAN_IMAGE_QUOTA_MESSAGES.perHour,
      retryAfter(hour.first, Q.perHourWindowMs, now),
    );
  }
  const day = await repository.uploadsSince(userId, new Date(now.getTime() - Q.bytesPerDayWindowMs));
  if (day.bytes + adding > Q.bytesPerDay || (adding === 0 && day.bytes >= Q.bytesPerDay)) {
    throw AppError.tooManyRequests(
      SCAN_IMAGE_QUOTA_MESSAGES.bytesPerDay,
      retryAfter(day.first, Q.bytesPerDayWindowMs, now),
    );
  }
}

const retryAfter = (first: Date | null, windowMs: number, now: Date) =>
  first ? Math.max(1000, first.getTime() + windowMs - now.getTime()) : windowMs;

/** Photos of scans (spec 02 §7): a file in the storage, a row naming it, its company and its uploader. */
export function createScanImagesService(deps: ScanImagesServiceDeps) {
  const repository = createScansRepository(deps.db);
  return {
    /**
     * POST /v1/scans/images: a JPEG or PNG (by its bytes), re-encoded as a JPEG without metadata
     * (lib/reencode-image.ts) and kept in the storage, within the user's quota.
     */
    async store(companyId: number, userUuid: string, upload: Buffer): Promise<ScanImage> {
      if (upload.length > SCAN_IMAGE_MAX_BYTES) {
        throw new AppError(413, ERROR_CODES.payloadTooLarge, 'The file is too large.');
      }
      const uploader = await repository.findUserId(userUuid);
      if (uploader === null) throw AppError.unauthorized();
      // refused before the decoding is paid for; checked again, with the photo's size, under the lock
      await checkQuota(repository, uploader, deps.clock.now(), 0);
      const image = await reencodeImage(upload, {
        maxPixels: SCAN_IMAGE_MAX_PIXELS,
        ...STORED_IMAGE,
      });
      // hashed as stored: the review finds the same photo uploaded again, or re-encoded (decision 017)
      const hashes = await photoHashes(image.bytes);
      const uuid = randomUUID();
      const path = `scan-images/${companyId}/${uuid}.jpg`;
      await deps.storage.put(path, image.bytes, image.mimeType);
      try {
        await deps.db.transaction(async (tx) => {
          const scans = createScansRepository(tx);
          await scans.lockUploader(uploader);
          const now = deps.clock.now();
          await checkQuota(scans, uploader, now, image.bytes.length);
          await scans.insertImage({
            uuid,
            companyId,
            uploadedByUserId: uploader,
            path,
            mimeType: image.mimeType,
            bytes: image.bytes.length,
            sha256: hashes.sha256,
            dhash: hashes.dhash,
            dhashBands: hashes.bands,
            createdAt: now,
          });
        });
      } catch (error) {
        // a photo no row names is never served: it goes again
        await deps.storage.delete(path).catch(() => {});
        throw error;
      }
      return { image_data: uuid, thumbnail: thumbnailUrl(uuid) };
    },

    /** GET /v1/scans/images/{id}: the caller's company's photo only, with its type as we stored it. */
    async read(companyId: number, uuid: string): Promise<{ mimeType: string; bytes: Buffer }> {
      return serve(await repository.findImage(companyId, uuid));
    },

    /** GET /admin/scans/{id}/image: any company's photo, for the operators who review it. */
    async readForOperator(uuid: string): Promise<{ mimeType: string; bytes: Buffer }> {
      return serve(await repository.findAnyImage(uuid));
    },
  };

  async function serve(image: { path: string; mimeType: string } | null) {
    if (!image) throw AppError.notFound();
    const bytes = await deps.storage.get(image.path);
    if (!bytes) throw AppError.notFound();
    return { mimeType: image.mimeType, bytes };
  }
}

export type ScanImagesService = ReturnType<typeof createScanImagesService>;
