import { decideProjectReview, listProjectsInReview } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { ProjectReviewService } from './project-review.service';

/** Back-office review of projects (spec 02 §4 in review), for operators only. */
export function registerProjectReviewRoutes(
  app: FastifyInstance,
  deps: { review: ProjectReviewService },
): void {
  route(app, listProjectsInReview, ({ query }) => deps.review.list(query));
  route(app, decideProjectReview, ({ params, body }) => deps.review.decide(params.id, body));
}
