import multipart from '@fastify/multipart';
import {
  SCAN_IMAGE_MAX_BYTES,
  confirmScans,
  deleteScan,
  getScanConfirmation,
  getScanImage,
  saveScan,
  saveScansBulk,
  uploadScanImage,
} from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { readSingleFile } from '../../lib/multipart';
import { serveStoredFile } from '../../lib/stored-file';
import { route } from '../../lib/route';
import type { ScansService } from './scans.service';
import type { ScanConfirmationService } from './scan-confirmation.service';
import type { ScanImagesService } from './scan-images.service';

export function registerScansRoutes(
  app: FastifyInstance,
  deps: { confirmation: ScanConfirmationService; scans: ScansService; images: ScanImagesService },
): void {
  route(app, getScanConfirmation, ({ principal, query }) =>
    deps.confirmation.confirmOne(principal.companyId, query),
  );
  route(app, confirmScans, ({ principal, body }) => deps.confirmation.confirmList(principal.companyId, body));
  route(app, saveScan, async ({ principal, body, reply }) => {
    const product = await deps.scans.save(principal.companyId, principal.userUuid, body);
    reply.code(201);
    return product;
  });
  route(app, saveScansBulk, ({ principal, body }) =>
    deps.scans.saveBulk(principal.companyId, principal.userUuid, body),
  );
  route(app, deleteScan, ({ principal, params }) => deps.scans.remove(principal.companyId, params.id));
  route(app, getScanImage, async ({ principal, params, reply }) => {
    const image = await deps.images.read(principal.companyId, params.id);
    // Photos never change under their uuid; they are private to the company.
    reply.header('cache-control', 'private, max-age=31536000, immutable');
    serveStoredFile(reply, image.mimeType, `${params.id}.jpg`);
    return image.bytes;
  });

  // Multipart parsing only where a file is expected (spec 02 §7 scan image).
  void app.register(async (scope) => {
    await scope.register(multipart);
    route(scope, uploadScanImage, async ({ principal, request, reply }) => {
      const bytes = await readSingleFile(request, 'image', SCAN_IMAGE_MAX_BYTES);
      const image = await deps.images.store(principal.companyId, principal.userUuid, bytes);
      reply.code(201);
      return image;
    });
  });
}
