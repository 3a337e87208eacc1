import { z } from 'zod';
import { DateTimeSchema, PageMetaSchema, UuidSchema } from '../common/common.schemas';
import { FIELD_MESSAGES } from '../constants/messages';

/** A product of a project in review, as an operator checks it (flag 2: needs checking). */
export const ReviewProductSchema = z.object({
  uuid: UuidSchema,
  serial_number: z.string(),
  type: z.string(),
  size: z.string(),
  variant: z.string(),
  is_unique: z.boolean(),
  flag: z.number().int().nullable(),
  has_photo: z.boolean(),
});

/** spec 02 §4 in review: a project whose survey is in and whose photo-only products wait for a decision. */
export const ReviewProjectSchema = z.object({
  uuid: UuidSchema,
  company: z.object({ uuid: UuidSchema, name: z.string() }),
  street_name: z.string(),
  postal_code: z.string(),
  city: z.string(),
  surveyed_at: DateTimeSchema.nullable(),
  products: z.array(ReviewProductSchema),
});
export type ReviewProject = z.infer<typeof ReviewProjectSchema>;

export const ReviewProjectListSchema = z
  .object({ data: z.array(ReviewProjectSchema), meta: PageMetaSchema })
  .meta({ id: 'ReviewProjectList' });

/**
 * The decision: `approve` accepts every product; `rejected_products` rejects those (flag 3, no points) and
 * accepts the rest. Either way the project closes and its points are credited.
 */
export const ReviewDecisionSchema = z
  .strictObject({
    approve: z.literal(true).optional(),
    rejected_products: z.array(UuidSchema).min(1).max(1000).optional(),
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
