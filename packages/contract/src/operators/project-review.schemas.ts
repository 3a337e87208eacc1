import { z } from 'zod';
import { DateTimeSchema, PageMetaSchema, UuidSchema } from '../common/common.schemas';
import { FIELD_MESSAGES } from '../constants/messages';

/** Where a product of a review stands: waiting for the operator, or decided (flag 3: rejected). */
export const REVIEW_DECISION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewDecisionState = (typeof REVIEW_DECISION_STATES)[number];

/** The risk signals an operator sees beside a product (decision 017). */
export const REVIEW_RISK_FLAGS = ['serial_refused', 'scan_rate', 'photo_reused'] as const;
export type ReviewRiskFlag = (typeof REVIEW_RISK_FLAGS)[number];

/**
 * Decision 017: the largest Hamming distance between two 64-bit difference hashes at which two photos
 * count as the same picture (re-saved, re-encoded, scaled).
 */
export const PHOTO_HASH_MAX_DISTANCE = 6;

const CompanyRefSchema = z.object({ uuid: UuidSchema, name: z.string() });

/** Another place where the same photo was uploaded: exact (`distance` 0 and the same bytes) or similar. */
export const PhotoReuseSchema = z.object({
  image_uuid: UuidSchema,
  exact: z.boolean(),
  distance: z.number().int().min(0).max(64),
  company: CompanyRefSchema,
  serial_number: z.string().nullable(),
  project_uuid: UuidSchema.nullable(),
  uploaded_at: DateTimeSchema,
});

/** The three signals of decision 017, each with what an operator needs to judge it. */
export const ReviewRiskSchema = z.object({
  /** Attempts to scan this serial again after it was registered (refused), and whose they were. */
  serial_attempts: z.object({
    count: z.number().int().nonnegative(),
    companies: z.array(CompanyRefSchema),
  }),
  /** The company's scans on the day this product was scanned against its usual day. */
  scan_rate: z.object({
    day: z.iso.date(),
    count: z.number().int().nonnegative(),
    median: z.number().nonnegative(),
    flagged: z.boolean(),
  }),
  /** Earlier uploads of the same photo anywhere in the club. */
  photo_reuse: z.array(PhotoReuseSchema),
});
export type ReviewRisk = z.infer<typeof ReviewRiskSchema>;

/** A product of a project in review, as an operator checks it (flag 2: needs checking). */
export const ReviewProductSchema = z.object({
  uuid: UuidSchema,
  serial_number: z.string(),
  type: z.string(),
  size: z.string(),
  variant: z.string(),
  is_unique: z.boolean(),
  requires_tag_photo: z.boolean(),
  flag: z.number().int().nullable(),
  has_photo: z.boolean(),
  /** The photo through the operators' call (any company's photo), null without one. */
  image: z.object({ uuid: UuidSchema, url: z.string() }).nullable(),
  decision: z.enum(REVIEW_DECISION_STATES),
  rejection_reason: z.string().nullable(),
  scanned_at: DateTimeSchema,
  risk: ReviewRiskSchema,
  risk_flags: z.array(z.enum(REVIEW_RISK_FLAGS)),
});
export type ReviewProduct = z.infer<typeof ReviewProductSchema>;

/** What the queue and the detail both say about a project in review: where, whose, since when. */
const ReviewProjectHeadSchema = z.object({
  uuid: UuidSchema,
  company: z.object({
    uuid: UuidSchema,
    name: z.string(),
    region: z.object({ id: z.number().int(), code: z.string() }),
  }),
  street_name: z.string(),
  postal_code: z.string(),
  city: z.string(),
  surveyed_at: DateTimeSchema.nullable(),
  /** Since when the project waits for an operator (its survey; its creation for older rows). */
  waiting_since: DateTimeSchema,
});

/** spec 02 §4 in review: a project whose survey is in and whose photo-only products wait for a decision. */
export const ReviewProjectSchema = ReviewProjectHeadSchema.extend({
  products: z.array(ReviewProductSchema),
  /** Every flag raised by one of its products, once. */
  risk_flags: z.array(z.enum(REVIEW_RISK_FLAGS)),
});
export type ReviewProject = z.infer<typeof ReviewProjectSchema>;

/**
 * A row of the review queue: what the queue screen shows, nothing more. The products, their photos and
 * each signal's details come with the project's own call (`getProjectReview`).
 */
export const ReviewQueueItemSchema = ReviewProjectHeadSchema.extend({
  products_count: z.number().int().nonnegative(),
  /** Every flag raised by one of its products, once, in the order of `REVIEW_RISK_FLAGS`. */
  risk_flags: z.array(z.enum(REVIEW_RISK_FLAGS)),
});
export type ReviewQueueItem = z.infer<typeof ReviewQueueItemSchema>;

export const ReviewProjectListSchema = z
  .object({ data: z.array(ReviewQueueItemSchema), meta: PageMetaSchema })
  .meta({ id: 'ReviewProjectList' });
export type ReviewProjectList = z.infer<typeof ReviewProjectListSchema>;

/** The company's record, beside a review: what it did before. */
export const ReviewCompanyHistorySchema = z.object({
  projects_closed: z.number().int().nonnegative(),
  products_scanned_this_year: z.number().int().nonnegative(),
  earlier_rejections: z.number().int().nonnegative(),
  member_since: DateTimeSchema,
});
export type ReviewCompanyHistory = z.infer<typeof ReviewCompanyHistorySchema>;

export const ReviewProjectDetailSchema = ReviewProjectSchema.extend({
  status: z.object({ id: z.number().int() }),
  history: ReviewCompanyHistorySchema,
}).meta({ id: 'ReviewProjectDetail' });
export type ReviewProjectDetail = z.infer<typeof ReviewProjectDetailSchema>;

export const REVIEW_REASON_MAX_LENGTH = 500;

/** A product rejected, with the reason the company is told (required). */
export const ReviewRejectionSchema = z.strictObject({
  uuid: UuidSchema,
  reason: z.string().trim().min(1, FIELD_MESSAGES.required).max(REVIEW_REASON_MAX_LENGTH),
});
export type ReviewRejection = z.infer<typeof ReviewRejectionSchema>;

/**
 * The decision: `approve` accepts every product; `rejected_products` rejects those, each with its
 * reason (flag 3, no points), and accepts the rest. Either way the project closes and its points are
 * credited.
 */
export const ReviewDecisionSchema = z
  .strictObject({
    approve: z.literal(true).optional(),
    rejected_products: z.array(ReviewRejectionSchema).min(1).max(1000).optional(),
  })
  .refine((body) => (body.approve === true) !== (body.rejected_products !== undefined), {
    message: FIELD_MESSAGES.nothingToUpdate,
  })
  .meta({ id: 'ReviewDecision' });
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

export const ReviewDecisionResultSchema = z
  .object({
    uuid: UuidSchema,
    status: z.object({ id: z.number().int() }),
    points_awarded: z.number().int().nonnegative(),
    rejected: z.number().int().nonnegative(),
  })
  .meta({ id: 'ReviewDecisionResult' });
export type ReviewDecisionResult = z.infer<typeof ReviewDecisionResultSchema>;
