import multipart from '@fastify/multipart';
import {
  MARKETING_LIMITS,
  deleteOrderFile,
  getQrCode,
  listMarketingServices,
  renderMarketingProof,
  uploadOrderFile,
} from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { readSingleUpload } from '../../lib/multipart';
import { route } from '../../lib/route';
import { logoTooLarge, type MarketingService } from './marketing.service';

export function registerMarketingRoutes(app: FastifyInstance, deps: { marketing: MarketingService }): void {
  route(app, listMarketingServices, ({ principal }) => deps.marketing.services(principal.userUuid));
  route(app, getQrCode, async ({ query, reply }) => {
    // the same link always makes the same picture
    reply.header('cache-control', 'private, max-age=86400');
    return deps.marketing.qrCode(query.data);
  });
  route(app, renderMarketingProof, async ({ principal, body, reply }) => {
    const { pdf, fileName } = await deps.marketing.proof(principal.companyId, principal.userUuid, body);
    reply
      .type('application/pdf')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('cache-control', 'private, no-store');
    return pdf;
  });
  route(app, deleteOrderFile, async ({ principal, params, reply }) => {
    await deps.marketing.deleteFile(principal.companyId, params.id);
    reply.code(204);
    return undefined;
  });

  // Multipart parsing only where a file is expected (spec 03 §7 POST order file upload).
  void app.register(async (scope) => {
    await scope.register(multipart);
    route(scope, uploadOrderFile, async ({ principal, request, reply }) => {
      let upload;
      try {
        upload = await readSingleUpload(request, 'file', MARKETING_LIMITS.logoMaxBytes);
      } catch (error) {
        // the spec's own message for a logo over the limit (spec 03 §5)
        if (error instanceof AppError && error.status === 413) throw logoTooLarge();
        throw error;
      }
      const file = await deps.marketing.uploadFile(principal.companyId, principal.userUuid, upload);
      reply.code(201);
      return file;
    });
  });
}
