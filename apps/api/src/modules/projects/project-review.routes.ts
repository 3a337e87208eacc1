import {
  decideProjectReview,
  getOperatorScanImage,
  getProjectReview,
  listProjectsInReview,
} from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { serveStoredFile } from '../../lib/stored-file';
import type { ScanImagesService } from '../scans/scan-images.service';
import type { ProjectReviewService } from './project-review.service';

/** Back-office review of projects (spec 02 §4 in review), for operators only. */
export function registerProjectReviewRoutes(
  app: FastifyInstance,
  deps: { review: ProjectReviewService; images: ScanImagesService },
): void {
  route(app, listProjectsInReview, ({ query }) => deps.review.list(query));
  route(app, getProjectReview, ({ params }) => deps.review.get(params.id));
  route(app, decideProjectReview, ({ params, body, principal, request }) =>
    deps.review.decide(
      { operatorUuid: principal.operatorUuid, role: principal.role, requestId: request.id },
      params.id,
      body,
    ),
  );
  route(app, getOperatorScanImage, async ({ params, reply }) => {
    const image = await deps.images.readForOperator(params.id);
    // the same headers as the installers' photo call: never a page of ours, never in a shared cache
    reply.header('cache-control', 'private, max-age=31536000, immutable');
    serveStoredFile(reply, image.mimeType, `${params.id}.jpg`);
    return image.bytes;
  });
}
