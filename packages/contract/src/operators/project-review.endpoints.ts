import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { PageQuerySchema, UuidParamsSchema } from '../common/common.schemas';
import { OPERATOR_SECTIONS } from '../constants/operator-sections';
import {
  ReviewDecisionResultSchema,
  ReviewDecisionSchema,
  ReviewProjectListSchema,
} from './project-review.schemas';

/** ARCHITECTURE §4: reviews are decided, and read, by admins and support, not by content or fulfilment. */
export const REVIEW_OPERATOR_ROLES = OPERATOR_SECTIONS.review;

/** Back-office: projects in review across the club, the longest waiting first. */
export const listProjectsInReview = defineEndpoint({
  method: 'GET',
  path: '/admin/projects/review',
  access: 'operator',
  operatorRoles: REVIEW_OPERATOR_ROLES,
  summary: 'Projects waiting for a review decision',
  query: PageQuerySchema,
  response: { 200: ReviewProjectListSchema },
});

/** Back-office: approve a project in review or reject some of its products; 409 when not in review. */
export const decideProjectReview = defineEndpoint({
  method: 'POST',
  path: '/admin/projects/:id/review',
  access: 'operator',
  operatorRoles: REVIEW_OPERATOR_ROLES,
  summary: 'Approves a project in review or rejects some of its products',
  params: UuidParamsSchema,
  body: ReviewDecisionSchema,
  response: {
    200: ReviewDecisionResultSchema,
    404: ErrorSchema,
    409: ErrorSchema,
  },
});
