import { z } from 'zod';
import { POINTS_VARIATIONS } from '../constants/points';
import { DateTimeSchema, UuidSchema } from '../common/common.schemas';

/** spec 01 §3: GET /v1/company/points/{id}. */
export const CompanyPointsSchema = z
  .object({
    company_points: z.number().int(),
    projects: z.object({ in_prog: z.number().int().nonnegative() }),
    /**
     * spec 03 §4: what is left of the points earned in `earned_year` (last year); they expire at the end
     * of `expires_on` (ARCHITECTURE §5: earned in Y, valid until the end of Y + 1).
     */
    points: z.object({
      to_expire: z.number().int().nonnegative(),
      earned_year: z.number().int(),
      expires_on: z.iso.date(),
    }),
    /**
     * spec 03 §3 points summary: `current_year` is the company's tier progress summed over its categories
     * (products accepted in closed projects this year, the figure each tier category card shows);
     * `completed` the products accepted in closed projects, ever.
     */
    scans: z.object({
      current_year: z.number().int().nonnegative(),
      completed: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'CompanyPoints' });
export type CompanyPoints = z.infer<typeof CompanyPointsSchema>;

/** spec 03 §3: one points history entry; points are signed. */
export const PointsHistoryEntrySchema = z.object({
  uuid: UuidSchema,
  event: z.string(),
  created_at: DateTimeSchema,
  variation: z.enum(POINTS_VARIATIONS),
  points: z.number().int(),
  /** An operator's adjustment carries the reason they gave; null for every other entry. */
  reason: z.string().nullable(),
});
export type PointsHistoryEntry = z.infer<typeof PointsHistoryEntrySchema>;
